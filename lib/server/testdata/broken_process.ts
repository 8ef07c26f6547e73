/** A render process that cannot start: its top level throws (pool start-up failure test). */
throw new Error("broken worker module");
