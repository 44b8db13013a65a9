import { leadRequestIsland } from "~/features/lead-funnel/lead-request-island";
import { hydrateIsland } from "./hydrate";

hydrateIsland(leadRequestIsland);
