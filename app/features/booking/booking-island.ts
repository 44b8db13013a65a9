import type { ReactIsland } from "~/islands/react-island";
import { BookingFlow } from "./booking-flow";

/** /book-a-call's booking flow, an island: the route renders it, app/islands/booking.tsx hydrates it. */
export const bookingIsland: ReactIsland = { name: "booking", Component: BookingFlow };
