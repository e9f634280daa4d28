import { CodeXml, Globe, type LucideIcon, Smartphone, Sparkles } from "lucide-react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import type { ServiceType } from "./service-types.ts";

const points = [1, 2, 3, 4] as const;

/** The texts of one service: the home page's card texts (marketing.services.*) and its page's own (services.*). */
export interface ServiceTexts {
  icon: LucideIcon;
  title: MessageKey;
  text: MessageKey;
  stack: MessageKey;
  audience: MessageKey;
  lead: MessageKey;
  description: MessageKey;
  build: { title: MessageKey; text: MessageKey }[];
  how: { title: MessageKey; text: MessageKey }[];
}

const icons: Record<ServiceType, LucideIcon> = { web: Globe, app: Smartphone, custom: CodeXml, ai: Sparkles };

export function serviceTexts(type: ServiceType): ServiceTexts {
  return {
    icon: icons[type],
    title: `marketing.services.${type}.title`,
    text: `marketing.services.${type}.text`,
    stack: `marketing.services.${type}.stack`,
    audience: `marketing.services.${type}.audience`,
    lead: `services.${type}.lead`,
    description: `services.${type}.description`,
    build: points.map((point) => ({ title: `services.${type}.build.${point}.title` as const, text: `services.${type}.build.${point}.text` as const })),
    how: points.map((point) => ({ title: `services.${type}.how.${point}.title` as const, text: `services.${type}.how.${point}.text` as const })),
  };
}
