package runtime

import (
	"fmt"
	"strings"
)

// StepID names a step of the frame. Ids are made once, usually as package variables
// (var StepMove = runtime.NewStep("Move")), and compared by identity: two calls of
// NewStep with the same name make two different ids. The zero StepID names nothing.
type StepID struct{ s *stepName }

type stepName struct{ name string }

// NewStep returns a new step id with a name used in listings and errors.
// NewStep panics if name is empty.
func NewStep(name string) StepID {
	if name == "" {
		panic("runtime: NewStep with an empty name")
	}
	return StepID{&stepName{name}}
}

// Name returns the name the id was made with, or "" for the zero StepID.
func (id StepID) Name() string {
	if id.s == nil {
		return ""
	}
	return id.s.name
}

// String returns the id's name.
func (id StepID) String() string { return id.Name() }

// Placement says where a step goes in the frame: at the end of a phase
// (InPhase), or right after or before another step (After, Before), which puts it
// in that step's phase.
type Placement struct {
	phase  Phase
	anchor StepID
	after  bool
}

// InPhase places a step in phase p, after the steps already added to p.
func InPhase(p Phase) Placement { return Placement{phase: p} }

// After places a step after the step id (and after other steps already placed
// after id), in id's phase.
func After(id StepID) Placement { return Placement{anchor: id, after: true} }

// Before places a step before the step id, in id's phase.
func Before(id StepID) Placement { return Placement{anchor: id} }

// String describes the placement ("in logic", "after Move", "before Move").
func (p Placement) String() string {
	switch {
	case p.anchor.s == nil:
		return "in " + p.phase.String()
	case p.after:
		return "after " + p.anchor.Name()
	default:
		return "before " + p.anchor.Name()
	}
}

// StepFunc is the work of a step: it runs once per fixed step with the game.
type StepFunc func(g *Game)

// FrameStep is one entry of Game.Frame: a step in the order it runs.
type FrameStep struct {
	Phase  Phase
	ID     StepID
	System string // the name of the system that added the step
}

type stepDef struct {
	id     StepID
	place  Placement
	fn     StepFunc
	system string
}

// order resolves the placements of defs into the order the steps run: phases in
// order, and inside a phase, steps placed InPhase in the order added, each followed
// by the steps placed After it and preceded by those placed Before it (in the order
// they were added). It returns an error naming the step for an unknown anchor, a
// step added twice, and the path for a cycle.
func order(defs []stepDef) ([]stepDef, error) {
	byID := make(map[*stepName]int, len(defs))
	for i, d := range defs {
		if _, dup := byID[d.id.s]; dup {
			return nil, fmt.Errorf("runtime: step %s added twice (by %s)", d.id.Name(), d.system)
		}
		byID[d.id.s] = i
	}
	before := make([][]int, len(defs))
	after := make([][]int, len(defs))
	var roots [phaseCount][]int
	for i, d := range defs {
		if d.place.anchor.s == nil {
			if int(d.place.phase) >= phaseCount {
				return nil, fmt.Errorf("runtime: step %s placed in unknown %v", d.id.Name(), d.place.phase)
			}
			roots[d.place.phase] = append(roots[d.place.phase], i)
			continue
		}
		a, ok := byID[d.place.anchor.s]
		if !ok {
			return nil, fmt.Errorf("runtime: step %s (%s) is placed %v, which is not in the frame", d.id.Name(), d.system, d.place)
		}
		if d.place.after {
			after[a] = append(after[a], i)
		} else {
			before[a] = append(before[a], i)
		}
	}
	// Each step hangs from exactly one anchor or phase, so the placements form a
	// forest; a step that no phase reaches sits on a cycle of anchors.
	out := make([]stepDef, 0, len(defs))
	var visit func(i int, p Phase)
	visit = func(i int, p Phase) {
		for _, b := range before[i] {
			visit(b, p)
		}
		d := defs[i]
		d.place.phase = p
		out = append(out, d)
		for _, a := range after[i] {
			visit(a, p)
		}
	}
	for p := range roots {
		for _, r := range roots[p] {
			visit(r, Phase(p))
		}
	}
	if len(out) < len(defs) {
		placed := make(map[*stepName]bool, len(out))
		for _, d := range out {
			placed[d.id.s] = true
		}
		for i, d := range defs {
			if !placed[d.id.s] {
				return nil, walkCycle(defs, byID, i)
			}
		}
	}
	return out, nil
}

// walkCycle follows anchors from i until one repeats and reports that cycle.
func walkCycle(defs []stepDef, byID map[*stepName]int, i int) error {
	seen := map[int]int{}
	var path []int
	for {
		if k, ok := seen[i]; ok {
			var names []string
			for _, j := range path[k:] {
				names = append(names, defs[j].id.Name())
			}
			names = append(names, defs[i].id.Name())
			return fmt.Errorf("runtime: steps placed in a cycle: %s", strings.Join(names, " -> "))
		}
		seen[i] = len(path)
		path = append(path, i)
		i = byID[defs[i].place.anchor.s]
	}
}
