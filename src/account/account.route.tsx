import { Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { useTranslation } from "react-i18next";
import { AccountForm } from "./AccountForm";
import { AccountLanguage } from "./AccountLanguage";
import { ChangePassword } from "./ChangePassword";
import { DeleteAccount } from "./DeleteAccount";
import { Sessions } from "./Sessions";
import { SignInMethods } from "./oauth/SignInMethods";
import { Passkeys } from "./passkeys/Passkeys";
import { TwoFactor } from "./two-factor/TwoFactor";
import { ApiTokens } from "../api/ApiTokens";
import { Webhooks } from "../api/Webhooks";
import { ProfilePhoto } from "./ProfilePhoto";
import { YourData } from "./YourData";
import { YourPortfolios } from "./YourPortfolios";
import { PageLoader } from "../ui/PageLoader";
import { YourPlanCard } from "../plans/YourPlanCard";
import type { Route } from "./+types/account.route";
import { pageMeta } from "../i18n/pageMeta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "account");

export default function AccountPage() {
  const user = useQuery(api.users.current);
  const dashboard = useQuery(api.portfolios.dashboard);
  const { t } = useTranslation("account");

  if (user === undefined) return <PageLoader label={t("loading")} />;
  if (user === null) {
    return (
      <Container size="md" py={48}>
        <Text role="alert">{t("mustLogIn")}</Text>
      </Container>
    );
  }

  const { name, email, phone, dob, gender, address } = user;
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Title order={1}>{t("title")}</Title>
        <ProfilePhoto photo={user.photo} name={user.name || user.email} />
        <AccountForm
          account={{ name, email, phone, dob, gender, address }}
          emailState={{ emailConfirmed: user.emailConfirmed, pendingEmail: user.pendingEmail }}
        />
        <AccountLanguage />
        <YourPlanCard status={user} />
        <YourPortfolios data={dashboard} />
        <YourData />
        <ChangePassword email={user.email} />
        <SignInMethods />
        <Passkeys />
        <TwoFactor email={user.email} />
        <Sessions />
        <ApiTokens />
        <Webhooks />
        <DeleteAccount />
      </Stack>
    </Container>
  );
}
