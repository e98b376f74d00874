package effects_test

import goruntime "runtime"

// runtimeMemStats is the Go runtime's memory statistics (package runtime is
// shadowed by Griff's here).
type runtimeMemStats struct{ goruntime.MemStats }

func (m *runtimeMemStats) read() { goruntime.ReadMemStats(&m.MemStats) }
