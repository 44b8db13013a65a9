import { ContactPage } from "~/features/lead-funnel/contact-page";
import { hydrateIsland } from "./hydrate";

hydrateIsland("lead-request", <ContactPage />);
