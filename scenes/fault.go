package scenes

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
)

// PanicSite returns where the game code that panicked was: walking the stack from
// the panic outwards, the first frame outside Go's runtime and outside the
// engine packages named by engine (function name prefixes, such as
// "github.com/griffengine/griff/scenes." for this package alone), or, when every
// frame is in them, the first frame outside Go's runtime. file is a base name
// ("door.go"); through arcgen's //line directives a script's own file and line.
// PanicSite must be called from the deferred function that recovered the panic
// (the panicking frames are still on the stack then). It allocates: it is for
// the rare path of a fault, never for a step that goes well. It is the one way
// the engine's fault boundaries (this package's component hooks, the runtime's
// steps and spawn callbacks, runtime/scripts' hooks) find the line they report.
func PanicSite(engine ...string) (file string, line int) {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(2, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		fr, more := frames.Next()
		if fn := fr.Function; !strings.HasPrefix(fn, "runtime.") {
			if !hasAnyPrefix(fn, engine) {
				return filepath.Base(fr.File), fr.Line
			}
			if file == "" {
				file, line = filepath.Base(fr.File), fr.Line
			}
		}
		if !more {
			return file, line
		}
	}
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// FaultProblem returns the problem that records a panic in game code run for an
// entity: SeverityError, File "FILE:LINE" (PanicSite), e's path and id (e may be
// nil for game code of no entity), the component's saved name (or ""), and the
// message "HOOK panicked: VALUE (OUTCOME)", where hook names the code that ran
// ("Attached", "Detached", "spawn callback", a step's name) and outcome says
// what the engine did about it ("component left out").
func FaultProblem(e *Entity, component, hook string, v any, file string, line int, outcome string) Problem {
	pr := Problem{Severity: SeverityError, File: fmt.Sprintf("%s:%d", file, line), Component: component,
		Message: fmt.Sprintf("%s panicked: %v (%s)", hook, v, outcome)}
	if e != nil {
		pr.Entity, pr.EntityID = e.Path(), e.id
	}
	return pr
}

// scenesPackage is this package's function name prefix: the code calling a hook,
// not the hook's own.
const scenesPackage = "github.com/griffengine/griff/scenes."

// callAttached calls a's Attached hook for e inside e's fault boundary. A panic in
// the hook is recovered and recorded in e's scene's problem log, and the
// component is left out: taken off e (without its Detached hook, as it never
// finished attaching), as a component that cannot be read is. callAttached
// reports whether the hook returned.
func (e *Entity) callAttached(a Attacher) (ok bool) {
	defer func() {
		if ok {
			return
		}
		v := recover()
		if v == nil {
			return // runtime.Goexit: not a fault
		}
		file, line := PanicSite(scenesPackage)
		name := ""
		if i := e.compIndex(a); i >= 0 {
			name = e.comps()[i].typ().name
			e.drop(e.comps()[i])
		}
		e.reportFault(FaultProblem(e, name, "Attached", v, file, line, "component left out"))
	}()
	a.Attached(e)
	return true
}

// callDetached calls d's Detached hook for e, the component of type c, inside
// e's fault boundary. A panic in the hook is recovered and recorded in e's
// scene's problem log; the component is taken off as asked all the same.
func (e *Entity) callDetached(d Detacher, c *ComponentType) (ok bool) {
	defer func() {
		if ok {
			return
		}
		v := recover()
		if v == nil {
			return // runtime.Goexit: not a fault
		}
		file, line := PanicSite(scenesPackage)
		e.reportFault(FaultProblem(e, c.name, "Detached", v, file, line, "component taken off all the same"))
	}()
	d.Detached(e)
	return true
}

func (e *Entity) reportFault(pr Problem) {
	if e.scene() != nil && e.scene().problems != nil {
		e.scene().problems.Report(pr)
	}
}

// compIndex returns the index in e.comps() of the component whose pointer is p,
// or -1.
func (e *Entity) compIndex(p any) int {
	for i := range e.comps() {
		if e.comps()[i].ptr() == p {
			return i
		}
	}
	return -1
}
