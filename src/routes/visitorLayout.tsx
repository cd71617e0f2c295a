import { VisitorLayout } from "../components/layout/AppLayout";

export default VisitorLayout;
