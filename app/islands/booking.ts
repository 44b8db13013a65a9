import { bookingIsland } from "~/features/booking/booking-island";
import { hydrateIsland } from "./hydrate";

hydrateIsland(bookingIsland);
