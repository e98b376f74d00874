package runtime

import (
	"github.com/griffengine/griff/scenes"
)

// enginePackages are the function name prefixes of the code that calls game code
// (the core and the scene): scenes.PanicSite looks past them for the line to
// report.
var enginePackages = []string{"github.com/griffengine/griff/runtime.", "github.com/griffengine/griff/scenes."}

// runStep runs the frame's step i inside the fault boundary of the entity it
// works on, if any (stepFault).
//
// Cost of the fault boundary: one deferred call per step of the frame (not
// per entity); Each and Enter add one atomic store per entity for the where
// record (BenchmarkEachStep_10k against BenchmarkActiveStep_10k), and no
// allocation.
func (g *Game) runStep(i int) {
	g.where.step.Store(int32(i))
	g.where.setAt(0)
	defer g.stepFault(i)
	g.frame[i].fn(g)
}

// stepFault is deferred by runStep. If the where record names an entity, a
// panic is recovered, recorded and the entity quarantined; otherwise recover is
// not called and a panic goes on to the caller of Step as before.
func (g *Game) stepFault(i int) {
	id, ct, h := unpackAt(g.where.loadAt())
	if id == 0 {
		return
	}
	v := recover()
	if v == nil {
		return // no panic (or runtime.Goexit)
	}
	g.where.setAt(0)
	e := g.scene.Entity(id)
	name := ""
	if ct >= 0 {
		for _, t := range scenes.Types() {
			if t.Index() == ct {
				name = t.Name()
			}
		}
	}
	hook := h.String()
	if h == HookStep {
		hook = "step " + g.frame[i].id.Name()
	}
	g.fault(e, name, hook, v)
}

// fault records a panic of game code run for e (nil if it is gone) in the
// problem log and quarantines e: it is deactivated, so no step (Each, scenes.Active)
// and no hook works on it and it is not drawn, until the game activates it again.
// It must run in the deferred function that recovered the panic.
func (g *Game) fault(e *scenes.Entity, component, hook string, v any) {
	file, line := scenes.PanicSite(enginePackages...)
	outcome := "entity deactivated"
	if e == nil || !e.Alive() {
		e, outcome = nil, "entity gone"
	} else {
		e.SetActive(false)
	}
	g.problems.Report(scenes.FaultProblem(e, component, hook, v, file, line, outcome))
}

// callThen runs a spawn callback inside the new entity's fault boundary.
func (g *Game) callThen(then func(*scenes.Entity), e *scenes.Entity) (ok bool) {
	defer func() {
		if ok {
			return
		}
		if v := recover(); v != nil {
			g.where.setAt(0)
			g.fault(e, "", HookSpawned.String(), v)
		}
	}()
	g.Enter(e, nil, HookSpawned)
	then(e)
	g.where.setAt(0)
	return true
}
