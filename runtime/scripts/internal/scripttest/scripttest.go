// Package scripttest holds the scripts and components the script system's tests
// run: arcs of *runtime.Game (arcs.go, generated arcs_arc.go), a component with
// every hook, and a log the scripts write to, provided as a service.
package scripttest

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
)

// Logger is the service the test scripts log to.
type Logger interface {
	Logf(format string, args ...any)
}

// Log is a system providing Logger: it keeps the lines, tagged with the step.
type Log struct {
	Lines []string
	g     *runtime.Game
}

// Name returns "TestLog".
func (*Log) Name() string { return "TestLog" }

// Setup provides the Logger service.
func (l *Log) Setup(g *runtime.Game) error {
	l.g = g
	runtime.Provide[Logger](g, l)
	return nil
}

// Logf appends a line, prefixed with the tick.
func (l *Log) Logf(format string, args ...any) {
	l.Lines = append(l.Lines, fmt.Sprintf("%d ", l.g.Clock().Tick())+fmt.Sprintf(format, args...))
}

func logf(g *runtime.Game, format string, args ...any) {
	runtime.Service[Logger](g).Logf(format, args...)
}

// Health is a plain component the Guard arc needs. Saved as "Test.Health".
type Health struct {
	HP int
}

// Hooked is a component with every hook; each logs "NAME HOOK". PanicIn names a
// hook that panics ("Update") on step PanicAt (0: every step). Saved as
// "Test.Hooked".
type Hooked struct {
	Name    string
	PanicIn string
	PanicAt int64
}

// Ticker counts its FixedUpdate calls and logs nothing, for benchmarks. Saved as
// "Test.Ticker".
type Ticker struct {
	N int
}

// FixedUpdate counts.
func (t *Ticker) FixedUpdate(g *runtime.Game, e *scenes.Entity) { t.N++ }

func init() {
	scenes.Register[Ticker]("Test.Ticker")
	scenes.Register[Health]("Test.Health")
	scenes.Register[Hooked]("Test.Hooked")
	scripts.RegisterArc[Counter]()
	scripts.RegisterArc[Guard]()
	scripts.RegisterArc[Spinner]()
	scripts.RegisterArc[Story]()
	scripts.RegisterArc[Bomb]()
	scripts.RegisterArc[Watcher]()
}

func (h *Hooked) hook(g *runtime.Game, name string) {
	logf(g, "%s %s", h.Name, name)
	if h.PanicIn == name && (h.PanicAt == 0 || int64(g.Clock().Tick()) == h.PanicAt) {
		panic(h.Name + " " + name + " failed")
	}
}

// Start logs.
func (h *Hooked) Start(g *runtime.Game, e *scenes.Entity) { h.hook(g, "Start") }

// FixedUpdate logs.
func (h *Hooked) FixedUpdate(g *runtime.Game, e *scenes.Entity) { h.hook(g, "FixedUpdate") }

// Update logs.
func (h *Hooked) Update(g *runtime.Game, e *scenes.Entity) { h.hook(g, "Update") }

// LateUpdate logs.
func (h *Hooked) LateUpdate(g *runtime.Game, e *scenes.Entity) { h.hook(g, "LateUpdate") }

// Needs says a Guard needs its entity's Health.
func (*Guard) Needs() []*scenes.ComponentType {
	return []*scenes.ComponentType{scenes.TypeOf[Health]()}
}
