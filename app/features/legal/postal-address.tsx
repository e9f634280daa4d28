import { Fragment } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type PostalAddress, postalAddressLines } from "./postal-address.ts";

/** A name and postal address, one line each, in an `<address>` element. */
export function PostalAddressBlock({ name, address, className = "" }: { name: string; address: PostalAddress; className?: string }) {
  const { language } = useI18n();
  return (
    <address className={`not-italic ${className}`}>
      {[name, ...postalAddressLines(address, language)].map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
