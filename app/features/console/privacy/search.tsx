/** /admin/privacy, the search: one email address, posted so that it stays out of the browser's history. */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/features/console/fields";

export function PrivacySearch({ email, error }: { email: string | undefined; error: string | undefined }) {
  return (
    <Form method="post" className="flex max-w-xl flex-wrap items-end gap-3" noValidate>
      <input type="hidden" name="intent" value="search" />
      <div className="min-w-64 flex-1">
        <InputField
          name="email"
          label="Email address"
          type="email"
          autoComplete="off"
          required
          defaultValue={email}
          error={error}
        />
      </div>
      <Button type="submit">Find</Button>
    </Form>
  );
}
