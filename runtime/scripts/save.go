package scripts

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/scenes"
)

// scriptSave is the JSON Scripts.Save writes:
//
//	{"triggers": ["door"], "latches": ["lamp"],
//	 "started": [{"id": 4, "type": "Game.Door"}], "held": [4],
//	 "arcs": {... the scheduler's save, see package arc ...}}
//
// started is in id then type-name order, held in id order.
type scriptSave struct {
	Triggers []string        `json:"triggers"`
	Latches  []string        `json:"latches"`
	Started  []savedStart    `json:"started"`
	Held     []uint64        `json:"held"`
	Arcs     json.RawMessage `json:"arcs"`
}

type savedStart struct {
	ID   uint64 `json:"id"`
	Type string `json:"type"`
}

// errInTick is returned by Save during the scripts tick.
var errInTick = errors.New("scripts: Scripts.Save during the scripts tick (an arc is not at a pause)")

// Save implements Scripts.
func (s *system) Save() ([]byte, error) {
	if s.inTick {
		return nil, errInTick
	}
	sv := scriptSave{Triggers: s.trigs, Latches: append([]string{}, s.latches...), Started: []savedStart{}, Held: []uint64{}}
	for k := range s.started {
		if s.g.Scene().Entity(k.id) == nil {
			delete(s.started, k) // its entity is gone: the key can never match again
			continue
		}
		sv.Started = append(sv.Started, savedStart{uint64(k.id), k.ct.Name()})
	}
	slices.SortFunc(sv.Started, func(a, b savedStart) int {
		if a.ID != b.ID {
			return cmpU64(a.ID, b.ID)
		}
		return strings.Compare(a.Type, b.Type)
	})
	for e := range s.held {
		if e.Alive() && e.Scene() == s.g.Scene() {
			sv.Held = append(sv.Held, uint64(e.ID()))
		}
	}
	slices.Sort(sv.Held)
	sv.Arcs = s.sched.Save()
	return json.Marshal(sv)
}

func cmpU64(a, b uint64) int {
	if a < b {
		return -1
	}
	return 1
}

// Load implements Scripts.
func (s *system) Load(data []byte) ([]arc.Problem, error) {
	if s.inTick {
		return nil, errors.New("scripts: Scripts.Load during the scripts tick")
	}
	var sv scriptSave
	if err := json.Unmarshal(data, &sv); err != nil {
		return nil, fmt.Errorf("scripts: loading scripts: %w (%v)", arc.ErrBadSave, err)
	}
	if len(sv.Arcs) == 0 {
		return nil, fmt.Errorf("scripts: loading scripts: %w (no arcs)", arc.ErrBadSave)
	}
	if err := arc.CheckSave(sv.Arcs); err != nil { // before making any trigger or latch
		return nil, fmt.Errorf("scripts: loading scripts: %w", err)
	}
	s.outside() // between steps, a change no step's input replays (runtime.Timeline)
	for _, n := range sv.Triggers {
		s.Trigger(n)
	}
	for _, n := range sv.Latches {
		if n != "" && n[0] != '!' {
			s.Latch(n)
		}
	}
	prev := s.sched.Arcs()
	problems, err := s.sched.Load(sv.Arcs, newArc)
	if err != nil {
		return nil, fmt.Errorf("scripts: loading scripts: %w", err)
	}
	for _, a := range prev {
		s.sched.Remove(a)
	}
	clear(s.owners)
	clear(s.owned)
	s.owned = s.owned[:0]
	problems = s.relink(problems)
	s.restoreHooks(sv)
	for _, p := range problems {
		s.g.Problems().Report(scenes.Problem{Severity: scenes.SeverityWarning, Entity: p.Owner, Component: p.Arc,
			Message: "loading scripts: " + p.Message})
	}
	return problems, nil
}

func newArc(typ string) arc.Arc[*runtime.Game] {
	if mk, err := arcType(typ); err == nil {
		return mk()
	}
	return nil
}

// relink links every loaded entity arc to its entity by id, dropping the arcs
// whose entity is not in the scene.
func (s *system) relink(problems []arc.Problem) []arc.Problem {
	for _, a := range s.sched.Arcs() {
		owner := a.(arcBase).Owner()
		if owner == "" {
			continue
		}
		e := entityOf(s.g, owner)
		if e == nil {
			s.sched.Remove(a)
			problems = append(problems, arc.Problem{Arc: a.ArcName(), Owner: owner,
				Message: "its entity is not in the scene; the arc is dropped"})
			continue
		}
		a.(arcBase).SetOwner(e.String())
		s.link(a, e)
	}
	return problems
}

// restoreHooks restores the Start hooks called and the held entities.
func (s *system) restoreHooks(sv scriptSave) {
	clear(s.started)
	for _, st := range sv.Started {
		ct := scenes.TypeNamed(st.Type)
		if ct == nil || s.g.Scene().Entity(scenes.EntityID(st.ID)) == nil {
			continue
		}
		s.started[startKey{scenes.EntityID(st.ID), ct}] = struct{}{}
	}
	clear(s.held)
	for _, id := range sv.Held {
		if e := s.g.Scene().Entity(scenes.EntityID(id)); e != nil {
			s.held[e] = struct{}{}
		}
	}
}
