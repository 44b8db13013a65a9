/** /admin: the leads are where a working day starts. */
import { redirect } from "react-router";
import { requireStaff } from "~/server/console/access.server";
import type { Route } from "./+types/home";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  throw redirect("/admin/leads", 303);
}
