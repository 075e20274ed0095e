/** Demo content for the seed: pure data, no database access. */
export * from './cities';
export * from './listings';
export * from './pages';
export * from './taxonomy';
export * from './users';
export type { ArtDescriptor, Motif } from '../images';
export * from './reviews';
