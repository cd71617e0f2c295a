import { MARKDOWN_HELP } from "./fields/MarkdownHelp";
import { memo } from "react";
import { Autocomplete, NumberInput, SimpleGrid, Stack, TextInput as MantineTextInput, Title } from "@mantine/core";
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
import { LinksField } from "./fields/LinksField";
import type { BuilderSession, SessionState } from "./session/session";

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
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>Personal</SectionHeading>
      <TextInput label="Full name" description="Required to publish." withAsterisk autoComplete="name" {...bind(personalPath("name"))} />
      <TextInput label="Role" placeholder="e.g. Product designer" autoComplete="organization-title" {...bind(personalPath("role"))} />
      <GrowingTextarea label="Short bio" description="One or two sentences for the top of your page." minRows={3} {...bind(personalPath("bio"))} />
      <ImageField label="Profile image" {...image} />
      <Title order={3} size="h5" mt="sm">
        Social links
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
      </SimpleGrid>
    </Stack>
  );
}

export function AboutFields({ bind, headingId }: { bind: Bind; headingId: string }) {
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>About</SectionHeading>
      <GrowingTextarea
        label="About you"
        description={`Your story, what you do and what you care about. ${MARKDOWN_HELP}.`}
        minRows={8}
        {...bind(aboutPath())}
      />
    </Stack>
  );
}

export function ContactFields({ bind, headingId }: { bind: Bind; headingId: string }) {
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>Contact</SectionHeading>
      <TextInput label="Phone" type="tel" autoComplete="tel" {...bind(contactPath("phone"))} />
      <TextInput label="Email" type="email" autoComplete="email" {...bind(contactPath("email"))} />
      <GrowingTextarea label="Address" minRows={2} autoComplete="street-address" {...bind(contactPath("address"))} />
    </Stack>
  );
}

/** A skill level as typed: a number, or undefined for "no level" (an emptied field is not 0). */
export type SkillLevel = { value: number | undefined; error: string | undefined; set: (value: number | undefined) => void };

export function SkillFields({ bind, index, level }: { bind: Bind; index: number; level: SkillLevel }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput label="Skill" {...bind(skillPath(index, "name"))} />
      <NumberInput
        label="Level (%)"
        description="Optional, 0 to 100; shown as a bar by some templates."
        min={0}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        value={level.value ?? ""}
        error={level.error}
        data-path={skillPath(index, "percentage")}
        onChange={(value) => level.set(typeof value === "number" ? value : undefined)}
        // Kept within range: a level over 100 says so while typed, and becomes 100 on leaving.
        onBlur={() => level.value !== undefined && level.value > 100 && level.set(100)}
      />
    </SimpleGrid>
  );
}

export function ExperienceFields({ bind, index }: { bind: Bind; index: number }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Job title" {...bind(experiencePath(index, "title"))} />
        <TextInput label="Company" {...bind(experiencePath(index, "company"))} />
      </SimpleGrid>
      <TextInput label="Duration" placeholder="e.g. 2021 – present" {...bind(experiencePath(index, "duration"))} />
      <GrowingTextarea label="What you did" description={MARKDOWN_HELP} minRows={3} {...bind(experiencePath(index, "description"))} />
    </>
  );
}

export function ProjectFields({ bind, index, image }: { bind: Bind; index: number; image: ImageFieldBinding }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Project title" {...bind(projectPath(index, "title"))} />
        <TextInput label="Technologies" placeholder="e.g. React, Figma" {...bind(projectPath(index, "technology"))} />
      </SimpleGrid>
      <TextInput label="Link" type="url" placeholder="https://" {...bind(projectPath(index, "link"))} />
      <GrowingTextarea label="Description" description={MARKDOWN_HELP} minRows={3} {...bind(projectPath(index, "description"))} />
      <ImageField label="Project image" name={`Project ${index + 1} image`} {...image} />
    </>
  );
}

const EDUCATION_HINT = "UG: undergraduate · PG: postgraduate · SSLC: secondary school · HSC: higher secondary. Or type your own.";

export function EducationFields({ bind, index }: { bind: Bind; index: number }) {
  // One place for where someone studied; the older separate School field shows only when it holds
  // something (published pages show both, labelled as here). "Grade", as the pages say.
  const school = bind(educationPath(index, "school"));
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Autocomplete label="Type" description={EDUCATION_HINT} data={[...EDUCATION_TYPES]} {...bind(educationPath(index, "type"))} />
        <TextInput label="Degree" placeholder="e.g. B.Sc. Computer Science" {...bind(educationPath(index, "degree"))} />
        <TextInput label="Institution" placeholder="School, college or university" {...bind(educationPath(index, "institution"))} />
        {school.value !== "" && <TextInput label="School" {...school} />}
        <TextInput label="Year" placeholder="e.g. 2024" {...bind(educationPath(index, "year"))} />
        <TextInput label="Grade" placeholder="e.g. 8.9 CGPA, 85% or First class" {...bind(educationPath(index, "cgpa"))} />
      </SimpleGrid>
    </>
  );
}

/** The links beyond the five social platforms, under Personal's social links. */
export function MoreLinksFields({ session, state }: { session: BuilderSession; state: SessionState }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" mt="sm">
        More links
      </Title>
      <LinksField value={state.values.links} onChange={(links) => session.setField("links", links)} errors={state.errors} />
    </Stack>
  );
}
