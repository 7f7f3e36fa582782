/** The admin area's input schemas (spec §5), for its forms and filters. */
export * from '../../../shared/admin';
