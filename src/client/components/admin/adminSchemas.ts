// First, so zod is in jitless mode before shared/admin builds its schemas (see zodJitless).
import '../../lib/zodJitless';

/** The admin area's input schemas (spec §5), for its forms and filters. */
export * from '../../../shared/admin';
