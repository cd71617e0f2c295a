import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { Bind } from "../../../src/builder/bind";
import { EducationFields } from "../../../src/builder/SectionFields";
import { renderWithProviders } from "../render";

const bindFrom =
  (values: Record<string, string>): Bind =>
  (path) => ({
    value: values[path.split(".").pop()!] ?? "",
    onChange: () => {},
    onBlur: () => {},
    error: undefined,
    maxLength: undefined,
    inputContainer: undefined,
    "data-path": path,
  });

describe("education fields", () => {
  it("say Grade, as the published page does, and show one place of study unless an older School is filled", () => {
    const { unmount } = renderWithProviders(<EducationFields bind={bindFrom({ institution: "Coastal University" })} index={0} />);
    expect(screen.getByRole("textbox", { name: "Grade" })).toBeInTheDocument();
    expect(screen.queryByText(/CGPA or grade/)).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Institution" })).toHaveValue("Coastal University");
    expect(screen.queryByRole("textbox", { name: "School" })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<EducationFields bind={bindFrom({ school: "Harbour High" })} index={0} />);
    expect(screen.getByRole("textbox", { name: "School" })).toHaveValue("Harbour High");
  });
});
