import { VisitorLayout } from "./layout/AppLayout";

export default VisitorLayout;
