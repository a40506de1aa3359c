// Registers every route the simulator answers (contract: "Who answers which route").
import type { RegisterSimRoutes } from '../contract';

export const registerSimRoutes: RegisterSimRoutes = async () => {};
