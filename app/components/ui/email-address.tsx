import { Fragment } from "react";

/**
 * An email address that a narrow line breaks after the "@" or before a dot, never mid-word: a
 * long address otherwise overflows, or with `break-words` splits wherever the line ends
 * ("capitalreno.exampl / e"). `<wbr>` adds nothing to the text that is copied or read aloud.
 */
export function EmailAddress({ email }: { email: string }) {
  const [local, domain] = splitAtLastAt(email);
  return (
    <span className="break-words">
      {local}
      {domain === undefined ? null : (
        <>
          @<wbr />
          {domain.split(".").map((label, index) => (
            <Fragment key={index}>
              {index > 0 ? (
                <>
                  <wbr />.
                </>
              ) : null}
              {label}
            </Fragment>
          ))}
        </>
      )}
    </span>
  );
}

function splitAtLastAt(email: string): [string, string | undefined] {
  const at = email.lastIndexOf("@");
  return at < 0 ? [email, undefined] : [email.slice(0, at), email.slice(at + 1)];
}
