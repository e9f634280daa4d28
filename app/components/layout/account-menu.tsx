import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { signOut } from "../ui/sign-out.ts";

const itemClass = "block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50";

/** The signed-in visitor's menu in the header, with 'Tasks', 'Credits', 'Reset password', 'Account' and 'Logout'. */
export default function AccountMenu({ name }: { name: string }) {
  const { t, language } = useI18n();
  return (
    // Non-modal: a modal menu would hide the rest of the page (aria-hidden) while it stays focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex max-w-[8rem] items-center sm:max-w-[12rem] gap-1 rounded border border-gray-300 px-2.5 py-1.5 text-sm font-medium"
        aria-label={t("account.menuLabel", { name })}
      >
        <span className="truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-[12rem] rounded border border-gray-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={hrefOf("tasks", language)}>{t("account.tasks")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={hrefOf("credits", language)}>{t("account.credits")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={hrefOf("resetPassword", language)}>{t("account.resetPassword")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={hrefOf("account", language)}>{t("account.settings")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            {t("account.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
