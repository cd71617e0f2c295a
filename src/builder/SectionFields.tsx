import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Autocomplete, NumberInput, Stack, TextInput as MantineTextInput, Title } from "@mantine/core";
import { FieldGrid } from "./fields/FieldGrid";
import { GrowingTextarea } from "./fields/GrowingTextarea";
import { IconBrandFacebook, IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from "@tabler/icons-react";
import { EDUCATION_TYPES, SOCIAL_PLATFORMS, type SocialPlatform } from "../../convex/model/formData";
import type { Bind } from "./bind";
import { personalPath } from "../../convex/model/sections/personal";
import { aboutPath } from "../../convex/model/sections/about";
import { socialLinkPath } from "../../convex/model/sections/socialLinks";
import { skillPath } from "../../convex/model/sections/skills";
import { experiencePath } from "../../convex/model/sections/experience";
import { projectPath } from "../../convex/model/sections/projects";
import { educationPath } from "../../convex/model/sections/education";
import { contactPath } from "../../convex/model/sections/contact";
import { ImageField } from "./ImageField";
import { useMessage } from "../i18n/messages";
import { LinksField } from "./fields/LinksField";
import type { BuilderSession, FormState } from "./session/session";

/** Memoised: with bind's stable bindings, a keystroke re-renders the field typed in only. */
const TextInput = memo(MantineTextInput);

export type ImageFieldBinding = Omit<React.ComponentProps<typeof ImageField>, "label" | "name">;

const SOCIAL: Record<SocialPlatform, { label: string; icon: typeof IconBrandGithub; placeholder: string }> = {
  github: { label: "GitHub", icon: IconBrandGithub, placeholder: "https://github.com/your-name" },
  linkedin: { label: "LinkedIn", icon: IconBrandLinkedin, placeholder: "https://linkedin.com/in/your-name" },
  twitter: { label: "Twitter / X", icon: IconBrandX, placeholder: "https://x.com/your-name" },
  facebook: { label: "Facebook", icon: IconBrandFacebook, placeholder: "https://facebook.com/your-name" },
  instagram: { label: "Instagram", icon: IconBrandInstagram, placeholder: "https://instagram.com/your-name" },
};

export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Title order={2} size="h3" id={id} tabIndex={-1}>
      {children}
    </Title>
  );
}

export function PersonalFields({ bind, image, headingId }: { bind: Bind; image: ImageFieldBinding; headingId: string }) {
  const { t } = useTranslation("builder");
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>{t("sections.personal")}</SectionHeading>
      <TextInput label={t("fields.fullName")} description={t("fields.fullNameHint")} withAsterisk autoComplete="name" {...bind(personalPath("name"))} />
      <TextInput label={t("fields.role")} placeholder={t("fields.rolePlaceholder")} autoComplete="organization-title" {...bind(personalPath("role"))} />
      <GrowingTextarea label={t("fields.bio")} description={t("fields.bioHint")} minRows={3} {...bind(personalPath("bio"))} />
      <ImageField label={t("fields.profileImage")} {...image} />
      <Title order={3} size="h5" mt="sm">
        {t("fields.socialLinks")}
      </Title>
      <FieldGrid from="sm">
        {SOCIAL_PLATFORMS.map((platform) => {
          const { label, icon: Icon, placeholder } = SOCIAL[platform];
          return (
            <TextInput
              key={platform}
              type="url"
              label={label}
              placeholder={placeholder}
              leftSection={<Icon size={16} aria-hidden />}
              {...bind(socialLinkPath(platform))}
            />
          );
        })}
      </FieldGrid>
    </Stack>
  );
}

export function AboutFields({ bind, headingId }: { bind: Bind; headingId: string }) {
  const { t } = useTranslation("builder");
  // Once per language, not per keystroke (i18next's t costs more than the field's render).
  const text = useMemo(
    () => ({ heading: t("sections.about"), label: t("fields.about"), hint: t("fields.aboutHint", { markdown: t("fields.markdownHelp") }) }),
    [t],
  );
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>{text.heading}</SectionHeading>
      <GrowingTextarea label={text.label} description={text.hint} minRows={8} {...bind(aboutPath())} />
    </Stack>
  );
}

export function ContactFields({ bind, headingId }: { bind: Bind; headingId: string }) {
  const { t } = useTranslation("builder");
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>{t("sections.contact")}</SectionHeading>
      <TextInput label={t("fields.phone")} type="tel" autoComplete="tel" {...bind(contactPath("phone"))} />
      <TextInput label={t("fields.email")} type="email" autoComplete="email" {...bind(contactPath("email"))} />
      <GrowingTextarea label={t("fields.address")} minRows={2} autoComplete="street-address" {...bind(contactPath("address"))} />
    </Stack>
  );
}

/** A skill level as typed: a number, or undefined for "no level" (an emptied field is not 0). */
export type SkillLevel = { value: number | undefined; error: string | undefined; set: (value: number | undefined) => void };

export function SkillFields({ bind, index, level }: { bind: Bind; index: number; level: SkillLevel }) {
  const { t } = useTranslation("builder");
  const message = useMessage();
  return (
    <FieldGrid>
      <TextInput label={t("fields.skill")} {...bind(skillPath(index, "name"))} />
      <NumberInput
        label={t("fields.level")}
        description={t("fields.levelHint")}
        min={0}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        value={level.value ?? ""}
        error={level.error && message(level.error)}
        data-path={skillPath(index, "percentage")}
        onChange={(value) => level.set(typeof value === "number" ? value : undefined)}
        // Kept within range: a level over 100 says so while typed, and becomes 100 on leaving.
        onBlur={() => level.value !== undefined && level.value > 100 && level.set(100)}
      />
    </FieldGrid>
  );
}

export function ExperienceFields({ bind, index }: { bind: Bind; index: number }) {
  const { t } = useTranslation("builder");
  const text = useMemo(
    () => ({
      title: t("fields.jobTitle"),
      company: t("fields.company"),
      duration: t("fields.duration"),
      durationPlaceholder: t("fields.durationPlaceholder"),
      description: t("fields.whatYouDid"),
      markdownHelp: t("fields.markdownHelp"),
    }),
    [t],
  );
  return (
    <>
      <FieldGrid>
        <TextInput label={text.title} {...bind(experiencePath(index, "title"))} />
        <TextInput label={text.company} {...bind(experiencePath(index, "company"))} />
      </FieldGrid>
      <TextInput label={text.duration} placeholder={text.durationPlaceholder} {...bind(experiencePath(index, "duration"))} />
      <GrowingTextarea label={text.description} description={text.markdownHelp} minRows={3} {...bind(experiencePath(index, "description"))} />
    </>
  );
}

export function ProjectFields({ bind, index, image }: { bind: Bind; index: number; image: ImageFieldBinding }) {
  const { t } = useTranslation("builder");
  const text = useMemo(
    () => ({
      title: t("fields.projectTitle"),
      technologies: t("fields.technologies"),
      technologiesPlaceholder: t("fields.technologiesPlaceholder"),
      link: t("fields.link"),
      description: t("fields.description"),
      markdownHelp: t("fields.markdownHelp"),
      image: t("fields.projectImage"),
      imageName: t("fields.projectImageName", { n: index + 1 }),
    }),
    [t, index],
  );
  return (
    <>
      <FieldGrid>
        <TextInput label={text.title} {...bind(projectPath(index, "title"))} />
        <TextInput label={text.technologies} placeholder={text.technologiesPlaceholder} {...bind(projectPath(index, "technology"))} />
      </FieldGrid>
      <TextInput label={text.link} type="url" placeholder="https://" {...bind(projectPath(index, "link"))} />
      <GrowingTextarea label={text.description} description={text.markdownHelp} minRows={3} {...bind(projectPath(index, "description"))} />
      <ImageField label={text.image} name={text.imageName} {...image} />
    </>
  );
}

export function EducationFields({ bind, index }: { bind: Bind; index: number }) {
  // One place for where someone studied; the older separate School field shows only when it holds
  // something (published pages show both, labelled as here). "Grade", as the pages say.
  const school = bind(educationPath(index, "school"));
  const { t } = useTranslation("builder");
  return (
    <>
      <FieldGrid>
        <Autocomplete
          label={t("fields.educationType")}
          description={t("fields.educationHint")}
          data={[...EDUCATION_TYPES]}
          {...bind(educationPath(index, "type"))}
        />
        <TextInput label={t("fields.degree")} placeholder={t("fields.degreePlaceholder")} {...bind(educationPath(index, "degree"))} />
        <TextInput label={t("fields.institution")} placeholder={t("fields.institutionPlaceholder")} {...bind(educationPath(index, "institution"))} />
        {school.value !== "" && <TextInput label={t("fields.school")} {...school} />}
        <TextInput label={t("fields.year")} placeholder={t("fields.yearPlaceholder")} {...bind(educationPath(index, "year"))} />
        <TextInput label={t("fields.grade")} placeholder={t("fields.gradePlaceholder")} {...bind(educationPath(index, "cgpa"))} />
      </FieldGrid>
    </>
  );
}

/** The links beyond the five social platforms, under Personal's social links. */
export function MoreLinksFields({ session, state }: { session: BuilderSession; state: FormState }) {
  const { t } = useTranslation("builder");
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" mt="sm">
        {t("fields.moreLinks")}
      </Title>
      <LinksField value={state.values.links} onChange={(links) => session.setField("links", links)} errors={state.errors} />
    </Stack>
  );
}
