package arc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// ErrBadSave is wrapped by the error Load returns when the data is not a save.
var ErrBadSave = errors.New("arc: not a save")

// Save writes the state of every arc in s (in the order added) and of its latches as
// JSON (see the package documentation for the format). Quarantined arcs are saved
// where they paused, with their fault message. Save panics if called during a tick
// (an arc being ticked is not at a pause).
func (s *Scheduler[C]) Save() []byte {
	if s.inTick {
		panic("arc: Save called during a tick")
	}
	w := &Writer{buf: make([]byte, 0, 64+512*s.count)}
	w.BeginObject()
	w.Key("latches")
	w.BeginObject()
	for _, l := range s.latches {
		if !l.l.forgotten {
			w.Key(l.l.name)
			w.Bool(l.l.set)
		}
	}
	w.EndObject()
	w.Key("arcs")
	w.BeginArray()
	arcs := s.Arcs()
	w.core = &s.core
	for _, a := range arcs {
		w.top = append(w.top, a.base())
	}
	for _, a := range arcs {
		name := a.ArcName()
		if s.core.opts.SaveName != nil {
			name = s.core.opts.SaveName(a)
		}
		saveArc(w, a, name)
	}
	w.EndArray()
	w.EndObject()
	return w.finishJSON()
}

// Arcs returns the arcs in s in the order they were added (a new slice).
func (s *Scheduler[C]) Arcs() []Arc[C] {
	return s.appendArcs(make([]Arc[C], 0, s.count))
}

// appendArcs appends the arcs in s to out in the order they were added.
func (s *Scheduler[C]) appendArcs(out []Arc[C]) []Arc[C] {
	start := len(out)
	for _, a := range s.slots {
		if a != nil {
			out = append(out, a)
		}
	}
	// Slots are in order until arcs are removed and others take their slots (after
	// a load, in reverse): sort by seq (unique, so the order is fixed) when needed.
	bySeq := func(a, b Arc[C]) int { return cmpSeq(a.base().seq, b.base().seq) }
	if added := out[start:]; !slices.IsSortedFunc(added, bySeq) {
		slices.SortFunc(added, bySeq)
	}
	return out
}

func saveArc(w *Writer, a Saveable, name string) {
	b := a.base()
	w.BeginObject()
	w.Key("type")
	w.String(name)
	if b.owner != "" {
		w.Key("owner")
		w.String(b.owner)
	}
	if b.fault != nil {
		w.Key("quarantined")
		w.String(b.fault.savedText())
	}
	if b.early {
		w.Key("woken")
		w.Bool(true)
	}
	w.Key("fields")
	w.BeginObject()
	w.frame = frameFields
	a.ArcSave(w)
	if w.frame == frameFields { // no frames: the arc has not started
		w.EndObject()
	} else {
		w.endFrame()
		w.EndArray()
	}
	w.frame = frameNone
	w.EndObject()
}

// Load reads a save Save wrote and adds its arcs to s, after the arcs s has, in the
// saved order. newArc makes an empty arc of a saved type name (nil if the type is
// unknown: that arc is dropped and reported). Latches are looked up by name among
// s's, so the game must make its triggers and latches before loading. Each arc is
// restored following the load ladder (see the package documentation); what could not
// be restored as saved is returned as problems. Load returns an error wrapping
// ErrBadSave, and adds nothing, if data is not a save, and one wrapping
// ErrUnregistered, adding nothing and changing no latch, if the save names a type
// the arcs' generated code does not register (a dynamic type of an interface field,
// a type argument); it never panics on bad data.
func (s *Scheduler[C]) Load(data []byte, newArc func(typ string) Arc[C]) ([]Problem, error) {
	latches, arcs, err := parseSave(data)
	if err != nil {
		return nil, err
	}
	var problems []Problem
	sess := &loadSession{jsonDoc: arcs}
	var loaded []Arc[C]
	made := make([]Arc[C], len(arcs)) // made first: a value may refer to any of them
	dropped := make([][]Problem, len(arcs))
	sess.top = make([]Saveable, len(arcs))
	for i, x := range arcs {
		made[i], dropped[i] = s.makeArc(i, x, newArc, sess)
		if made[i] != nil {
			sess.top[i] = made[i]
		}
	}
	for i, x := range arcs {
		problems = append(problems, dropped[i]...)
		if a := made[i]; a != nil {
			problems = append(problems, loadArc(a, x, &s.core, sess)...)
			loaded = append(loaded, a)
		}
	}
	if sess.err != nil {
		return nil, abandon(loaded, sess.err)
	}
	for _, l := range s.latches { // in the order made, not map order
		v, ok := latches[l.l.name]
		if !ok {
			continue
		}
		set, isBool := v.(bool)
		if !isBool {
			problems = append(problems, Problem{Message: fmt.Sprintf("latch %s: %v is not a boolean; it keeps its state", l.l.name, v)})
			continue
		}
		l.l.set, l.l.forgotten = set, false
	}
	for _, a := range loaded {
		s.Add(a)
	}
	return problems, nil
}

// abandon undoes the loading of arcs when the load fails (err names a type that is
// not registered): it ends the waits the loaded frames subscribed them to, and
// returns err.
func abandon[C any](arcs []Arc[C], err error) error {
	for _, a := range arcs {
		b := a.base()
		for b.subs.len() > 0 {
			subs := b.subs.items()
			subs[len(subs)-1].end(-1)
		}
	}
	return err
}

// CheckSave reports whether Load would accept data as a save: it returns the error
// (wrapping ErrBadSave) Load would return, or nil. A host that must make its
// triggers and latches before Load calls it first, so a bad save changes nothing.
func CheckSave(data []byte) error {
	_, _, err := parseSave(data)
	return err
}

// parseSave reads the outline of a save: its latches (nil if absent) and its arcs.
func parseSave(data []byte) (latches map[string]any, arcs []any, err error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var doc map[string]any
	if err := d.Decode(&doc); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrBadSave, err)
	}
	if d.More() {
		return nil, nil, fmt.Errorf("%w: data after the save", ErrBadSave)
	}
	latches, ok := doc["latches"].(map[string]any)
	if !ok && doc["latches"] != nil {
		return nil, nil, fmt.Errorf("%w: latches is not an object", ErrBadSave)
	}
	arcs, ok = doc["arcs"].([]any)
	if !ok {
		return nil, nil, fmt.Errorf("%w: no arcs array", ErrBadSave)
	}
	return latches, arcs, nil
}

// makeArc makes the arc for entry i of a save (newArc), or returns why it is
// dropped.
func (s *Scheduler[C]) makeArc(i int, x any, newArc func(string) Arc[C], sess *loadSession) (a Arc[C], problems []Problem) {
	m, _ := x.(map[string]any)
	typ, _ := m["type"].(string)
	owner, _ := m["owner"].(string)
	if typ == "" {
		return nil, []Problem{{Message: fmt.Sprintf("arc %d has no type; dropped", i)}}
	}
	a = newArc(typ)
	if a == nil {
		return nil, []Problem{{Arc: typ, Owner: owner, Message: "unknown arc type; dropped"}}
	}
	if err := checkArcType(typ, a); err != nil && sess.fail(fmt.Errorf("arc %d: %w", i, err)) {
		return nil, nil
	}
	if a.base().core != nil {
		panic("arc: Load's newArc returned an arc that is already in a scheduler")
	}
	return a, nil
}

// loadArc loads the saved arc x into a, which makeArc made for it.
func loadArc(a Saveable, x any, c *core, sess *loadSession) (problems []Problem) {
	m, _ := x.(map[string]any)
	typ, _ := m["type"].(string)
	owner, _ := m["owner"].(string)
	b := a.base()
	b.owner = owner
	b.early, _ = m["woken"].(bool)
	r := &Reader{core: c, base: b, arc: typ, owner: owner, sess: sess}
	r.fields, _ = m["fields"].(map[string]any)
	r.frames, _ = m["frames"].([]any)
	if q, ok := m["quarantined"].(string); ok {
		b.fault = &Fault{Arc: typ, Owner: owner, Message: "loaded quarantined: " + q, saved: q}
	}
	defer func() {
		if v := recover(); v != nil { // generated code or a hand-written field reader broke
			b.root = nil
			r.problem("loading panicked (%v); the arc restarts", v)
		}
		problems = r.problems
	}()
	a.ArcLoad(r)
	if len(r.frames) == 0 {
		b.root = nil // not started when saved: it saves as it was
	}
	return nil
}
