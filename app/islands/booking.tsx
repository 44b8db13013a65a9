import { BookingFlow } from "~/features/booking/booking-flow";
import { hydrateIsland } from "./hydrate";

hydrateIsland("booking", <BookingFlow />);
