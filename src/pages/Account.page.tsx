import { Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { AccountForm } from "../components/account/AccountForm";
import { ChangePassword } from "../components/account/ChangePassword";
import { DeleteAccount } from "../components/account/DeleteAccount";
import { Sessions } from "../components/account/Sessions";
import { ProfilePhoto } from "../components/account/ProfilePhoto";
import { YourData } from "../components/account/YourData";
import { YourPortfolios } from "../components/account/YourPortfolios";
import { PageLoader } from "../components/common/PageLoader";
import { usePageTitle } from "../hooks/usePageTitle";
import { YourPlanCard } from "../components/plans/YourPlanCard";

export default function AccountPage() {
  usePageTitle("Account");
  const user = useQuery(api.users.current);
  const dashboard = useQuery(api.portfolios.dashboard);

  if (user === undefined) return <PageLoader label="Loading your account…" />;
  if (user === null) {
    return (
      <Container size="md" py={48}>
        <Text role="alert">You must be logged in to view this page.</Text>
      </Container>
    );
  }

  const { name, email, phone, dob, gender, address } = user;
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Title order={1}>Account</Title>
        <ProfilePhoto photo={user.photo} name={user.name || user.email} />
        <AccountForm account={{ name, email, phone, dob, gender, address }} />
        <YourPlanCard status={user} />
        <YourPortfolios data={dashboard} />
        <YourData />
        <ChangePassword email={user.email} />
        <Sessions />
        <DeleteAccount />
      </Stack>
    </Container>
  );
}
