import { Autocomplete, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconBrandFacebook, IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from "@tabler/icons-react";
import { EDUCATION_TYPES, SOCIAL_PLATFORMS, type FormData, type SocialPlatform } from "../../../convex/model/formData";
import { ImageField } from "./ImageField";

type Form = UseFormReturnType<FormData>;
export type ImageFieldBinding = Omit<React.ComponentProps<typeof ImageField>, "label" | "name">;

const SOCIAL: Record<SocialPlatform, { label: string; icon: typeof IconBrandGithub; placeholder: string }> = {
  github: { label: "GitHub", icon: IconBrandGithub, placeholder: "https://github.com/your-name" },
  linkedin: { label: "LinkedIn", icon: IconBrandLinkedin, placeholder: "https://linkedin.com/in/your-name" },
  twitter: { label: "Twitter / X", icon: IconBrandX, placeholder: "https://x.com/your-name" },
  facebook: { label: "Facebook", icon: IconBrandFacebook, placeholder: "https://facebook.com/your-name" },
  instagram: { label: "Instagram", icon: IconBrandInstagram, placeholder: "https://instagram.com/your-name" },
};

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Title order={2} size="h3" id={id} tabIndex={-1}>
      {children}
    </Title>
  );
}

export function PersonalFields({ form, image, headingId }: { form: Form; image: ImageFieldBinding; headingId: string }) {
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>Personal</SectionHeading>
      <TextInput label="Full name" description="Required to publish." withAsterisk autoComplete="name" {...form.getInputProps("name")} />
      <TextInput label="Role" placeholder="e.g. Product designer" autoComplete="organization-title" {...form.getInputProps("role")} />
      <Textarea label="Short bio" description="One or two sentences for the top of your page." autosize minRows={3} {...form.getInputProps("bio")} />
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
              {...form.getInputProps(`socialLinks.${platform}`)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export function AboutFields({ form, headingId }: { form: Form; headingId: string }) {
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>About</SectionHeading>
      <Textarea label="About you" description="Your story, what you do and what you care about." autosize minRows={8} {...form.getInputProps("about")} />
    </Stack>
  );
}

export function ContactFields({ form, headingId }: { form: Form; headingId: string }) {
  return (
    <Stack gap="md">
      <SectionHeading id={headingId}>Contact</SectionHeading>
      <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("contact.phone")} />
      <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps("contact.email")} />
      <Textarea label="Address" autosize minRows={2} autoComplete="street-address" {...form.getInputProps("contact.address")} />
    </Stack>
  );
}

export function SkillFields({ form, index }: { form: Form; index: number }) {
  const percentage = form.getInputProps(`skills.${index}.percentage`);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput label="Skill" {...form.getInputProps(`skills.${index}.name`)} />
      <NumberInput
        label="Level (%)"
        description="Optional, 0 to 100; shown as a bar by some templates."
        min={0}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={percentage.value ?? ""}
        error={percentage.error}
        onFocus={percentage.onFocus}
        onBlur={percentage.onBlur}
        // An emptied field means "no percentage", not 0.
        onChange={(value) => form.setFieldValue(`skills.${index}.percentage`, typeof value === "number" ? value : undefined)}
      />
    </SimpleGrid>
  );
}

export function ExperienceFields({ form, index }: { form: Form; index: number }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Job title" {...form.getInputProps(`experience.${index}.title`)} />
        <TextInput label="Company" {...form.getInputProps(`experience.${index}.company`)} />
      </SimpleGrid>
      <TextInput label="Duration" placeholder="e.g. 2021 – present" {...form.getInputProps(`experience.${index}.duration`)} />
      <Textarea label="What you did" autosize minRows={3} {...form.getInputProps(`experience.${index}.description`)} />
    </>
  );
}

export function ProjectFields({ form, index, image }: { form: Form; index: number; image: ImageFieldBinding }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Project title" {...form.getInputProps(`projects.${index}.title`)} />
        <TextInput label="Technologies" placeholder="e.g. React, Figma" {...form.getInputProps(`projects.${index}.technology`)} />
      </SimpleGrid>
      <TextInput label="Link" type="url" placeholder="https://" {...form.getInputProps(`projects.${index}.link`)} />
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps(`projects.${index}.description`)} />
      <ImageField label="Project image" name={`Project ${index + 1} image`} {...image} />
    </>
  );
}

const EDUCATION_HINT = "UG: undergraduate · PG: postgraduate · SSLC: secondary school · HSC: higher secondary. Or type your own.";

export function EducationFields({ form, index }: { form: Form; index: number }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Autocomplete label="Type" description={EDUCATION_HINT} data={[...EDUCATION_TYPES]} {...form.getInputProps(`education.${index}.type`)} />
        <TextInput label="Degree" placeholder="e.g. B.Sc. Computer Science" {...form.getInputProps(`education.${index}.degree`)} />
        <TextInput label="Institution" placeholder="College or university" {...form.getInputProps(`education.${index}.institution`)} />
        <TextInput label="School" {...form.getInputProps(`education.${index}.school`)} />
        <TextInput label="Year" placeholder="e.g. 2024" {...form.getInputProps(`education.${index}.year`)} />
        <TextInput label="CGPA or grade" {...form.getInputProps(`education.${index}.cgpa`)} />
      </SimpleGrid>
    </>
  );
}
