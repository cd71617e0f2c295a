import { useDeferredValue, useState } from "react";
import { Box, Group, Paper, SegmentedControl, Text } from "@mantine/core";
import type { PortfolioContent } from "../../../convex/model/formData";
import { PortfolioTemplate } from "../../templates/PortfolioTemplate";

export const MOBILE_PREVIEW_WIDTH = 375;

/**
 * The chosen template rendered from the form as it is typed. Rendering is deferred so typing
 * stays instant even when the template is heavy; templates lay out by container width, so the
 * mobile switch shows the real phone layout.
 */
export function LivePreview({ templateId, content, height }: { templateId: string; content: PortfolioContent; height: string }) {
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");
  const deferred = useDeferredValue(content);
  return (
    <Paper withBorder radius="md" component="section" aria-label="Live preview" style={{ overflow: "hidden" }}>
      <Group justify="space-between" px="sm" py={6} style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
        <Text size="sm" fw={600}>
          Live preview
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Preview width"
          value={device}
          onChange={(value) => setDevice(value === "mobile" ? "mobile" : "desktop")}
          data={[
            { value: "desktop", label: "Desktop" },
            { value: "mobile", label: "Mobile" },
          ]}
        />
      </Group>
      <Box h={height} style={{ overflow: "auto" }} bg="var(--mantine-color-default-hover)" data-testid="preview-viewport">
        <Box
          mx="auto"
          w={device === "mobile" ? MOBILE_PREVIEW_WIDTH : "100%"}
          maw="100%"
          bg="var(--mantine-color-body)"
          mih="100%"
          data-device={device}
          style={{ boxShadow: device === "mobile" ? "var(--mantine-shadow-md)" : undefined }}
        >
          <PortfolioTemplate templateId={templateId} content={deferred} embedded />
        </Box>
      </Box>
    </Paper>
  );
}
