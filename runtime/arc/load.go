package arc

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/griff"
)

// Problem is something a load could not restore as saved: an arc type or passage
// that is gone, a key or local an edit removed, a value that does not fit. The load
// goes on as the ladder says and Problem says what it did.
type Problem struct {
	// Arc is the script type's saved name; Owner the owning entity's id or name.
	Arc, Owner string
	// Message says what was missing or unreadable and what the load did instead.
	Message string
}

// String formats the problem as "Arc (owner OWNER): MESSAGE".
func (p Problem) String() string {
	if p.Owner != "" {
		return fmt.Sprintf("%s (owner %s): %s", p.Arc, p.Owner, p.Message)
	}
	return p.Arc + ": " + p.Message
}

// Reader reads one arc of a save for its generated ArcLoad: fields with Field, then
// frames root first with Frame, which follow the load ladder.
type Reader struct {
	core     *core
	base     *Base
	arc      string
	owner    string
	fields   map[string]any
	frames   []any
	problems []Problem
	sess     *loadSession
	d        *binDoc // non-nil: reading the binary form, bin
	bin      *binArc
}

func (r *Reader) problem(format string, args ...any) {
	r.problems = append(r.problems, Problem{Arc: r.arc, Owner: r.owner, Message: fmt.Sprintf(format, args...)})
}

// Field returns the saved arc field name and whether the save has it. A field the
// save lacks keeps the arc's default.
func (r *Reader) Field(name string) (Value, bool) {
	if r.d != nil {
		for i := range r.bin.entries {
			if e := &r.bin.entries[i]; e.kind == opField && e.name == name {
				return r.binValue(e.at), true
			}
		}
		return Value{r: r}, false
	}
	x, ok := r.fields[name]
	return Value{v: x, r: r}, ok
}

// FieldError reports a field that is in the save but unreadable (err != nil); the
// field keeps its default.
func (r *Reader) FieldError(name string, err error) {
	if err != nil && !r.sess.fail(fmt.Errorf("%s: field %s: %w", r.arc, name, err)) {
		r.problem("field %s unreadable (%v); it keeps its default", name, err)
	}
}

// Root reports whether the save has frames to resume and they start in the root
// passage root ("Tutorial.Run"). When the saved root is another passage (the script
// was edited so that it is gone) it reports the problem and the arc restarts, as it
// does when the save nests more passages than MaxPassageDepth (no run reaches that
// depth: the guard faults the arc first), so such a save is refused at load rather
// than faulting on the first tick.
func (r *Reader) Root(root string) bool {
	fr := r.frame(0)
	if fr == nil {
		return false
	}
	if n := r.frameCount(); n > MaxPassageDepth+1 { // the root and the passages it nests
		r.problem("the save nests %d passages, more than MaxPassageDepth (%d); the arc restarts", n-1, MaxPassageDepth)
		return false
	}
	if fr.passage != root {
		r.problem("root passage %s is gone (now %s); the arc restarts", fr.passage, root)
		return false
	}
	return true
}

// Frame returns saved frame i (0 is the root) if it belongs to passage; else it
// reports that the frame is gone or belongs to another passage and returns nil, and
// the caller re-runs its call.
func (r *Reader) Frame(i int, passage string) *FrameReader {
	fr := r.frame(i)
	switch {
	case fr == nil:
		r.problem("frame %d (%s) is missing; its caller re-runs the call", i, passage)
		return nil
	case fr.passage != passage:
		r.problem("passage %s is gone (the call now runs %s); the frame is dropped and its caller re-runs the call", fr.passage, passage)
		return nil
	}
	return fr
}

// frameCount returns the number of saved frames.
func (r *Reader) frameCount() int {
	if r.d != nil {
		return len(r.bin.frames)
	}
	return len(r.frames)
}

func (r *Reader) frame(i int) *FrameReader {
	if r.d != nil {
		if i < 0 || i >= len(r.bin.frames) {
			return nil
		}
		f := &r.bin.frames[i]
		fr := r.sess.frameReader()
		fr.r, fr.passage, fr.key, fr.bin = r, f.passage, f.key, f
		return fr
	}
	if i < 0 || i >= len(r.frames) {
		return nil
	}
	m, ok := r.frames[i].(map[string]any)
	if !ok {
		r.problem("frame %d is not an object", i)
		return nil
	}
	at, _ := m["at"].(string)
	slash := strings.LastIndexByte(at, '/')
	if slash < 0 {
		r.problem("frame %d has no \"at\" PASSAGE/KEY", i)
		return nil
	}
	fr := &FrameReader{r: r, passage: at[:slash], key: at[slash+1:]}
	fr.params, _ = m["params"].(map[string]any)
	fr.locals, _ = m["locals"].(map[string]any)
	fr.wait, _ = m["wait"].(map[string]any)
	return fr
}

// FrameReader is one saved frame: the passage, the key it was paused at, its
// parameters, locals and wait.
type FrameReader struct {
	r       *Reader
	passage string
	key     string
	params  map[string]any
	locals  map[string]any
	wait    map[string]any
	bin     *binFrame // the binary form
}

// Key returns the key the frame was paused at.
func (fr *FrameReader) Key() string { return fr.key }

// Param returns the saved parameter name (a missing Value, which every Read function
// rejects with ErrMissing, if the save lacks it).
func (fr *FrameReader) Param(name string) Value {
	if fr.bin != nil {
		return fr.binGet(opParam, name)
	}
	return fr.get(fr.params, name)
}

// Local returns the saved local name (or hidden state "$key.x"); see Param.
func (fr *FrameReader) Local(name string) Value {
	if fr.bin != nil {
		return fr.binGet(opLocal, name)
	}
	return fr.get(fr.locals, name)
}

func (fr *FrameReader) get(m map[string]any, name string) Value {
	x, ok := m[name]
	if !ok {
		return Value{v: missingValue{}, r: fr.r}
	}
	return Value{v: x, r: fr.r}
}

func (fr *FrameReader) binGet(kind byte, name string) Value {
	es := fr.r.bin.entries[fr.bin.lo:fr.bin.hi]
	for i := range es {
		if es[i].kind == kind && es[i].name == name {
			return fr.r.binValue(es[i].at)
		}
	}
	return Value{v: missingValue{}, r: fr.r}
}

// Drop reports that the frame cannot be restored because of what (a parameter) and
// err; its caller re-runs the call.
func (fr *FrameReader) Drop(what string, err error) {
	if fr.r.sess.fail(fmt.Errorf("%s: %s/%s: %s: %w", fr.r.arc, fr.passage, fr.key, what, err)) {
		return
	}
	fr.r.problem("%s/%s: %s: %v; the frame is dropped and its caller re-runs the call", fr.passage, fr.key, what, err)
}

// Restart reports that the passage restarts with its saved parameters because of
// what (a key or local) and err (nil for a key that is gone).
func (fr *FrameReader) Restart(what string, err error) {
	if fr.r.sess.fail(fmt.Errorf("%s: %s/%s: %s: %w", fr.r.arc, fr.passage, fr.key, what, err)) {
		return
	}
	if err == nil {
		fr.r.problem("%s/%s: %s is gone; the passage restarts", fr.passage, fr.key, what)
		return
	}
	fr.r.problem("%s/%s: %s: %v; the passage restarts", fr.passage, fr.key, what, err)
}

// Rerun reports that the keyed statement runs again: its wait could not be restored,
// or the frame above could not.
func (fr *FrameReader) Rerun(why string) {
	fr.r.problem("%s/%s: %s; the statement runs again", fr.passage, fr.key, why)
}

// Pause restores the frame's wait into p: deadline, signals by name (subscribing the
// arc again) and raises. It reports false, with the problem recorded, when the wait is
// missing or unreadable; the keyed statement then runs again.
func (fr *FrameReader) Pause(p *Pause) bool {
	if err := fr.pause(p); err != nil {
		fr.Rerun("wait: " + err.Error())
		*p = Pause{}
		return false
	}
	return true
}

func (fr *FrameReader) pause(p *Pause) error {
	if fr.bin != nil {
		if fr.bin.wait < 0 {
			return ErrMissing
		}
		*p = Pause{deadline: griff.MaxTime, first: -1, last: -1, result: -1, owner: fr.r.base}
		if _, err := fr.r.d.pause(fr.bin.wait, p, fr.r.core); err != nil {
			return err
		}
		if p.kind == pauseTriggers || p.kind == pauseLatches {
			p.subscribe(fr.r.base)
		}
		return nil
	}
	if fr.wait == nil {
		return ErrMissing
	}
	w := Value{v: fr.wait, r: fr.r}
	var kind string
	if err := ReadString(w.get("kind"), &kind); err != nil {
		return err
	}
	*p = Pause{deadline: griff.MaxTime, first: -1, last: -1, result: -1, owner: fr.r.base}
	if v, ok := w.Field("deadline"); ok {
		if err := ReadInt(v, &p.deadline); err != nil {
			return err
		}
	}
	switch kind {
	case "none":
		p.kind = pauseNone
	case "yield":
		p.kind = pauseYield
	case "span":
		p.kind = pauseSpan
	case "triggers", "latches":
		return fr.signals(p, w, kind == "triggers")
	default:
		return fmt.Errorf("%w: wait kind %q", ErrBadValue, kind)
	}
	return nil
}

func (v Value) get(name string) Value {
	x, ok := v.Field(name)
	if !ok {
		return Value{v: missingValue{}, r: v.r}
	}
	return x
}

func (fr *FrameReader) signals(p *Pause, w Value, trig bool) error {
	if err := ReadBool(w.get("all"), &p.all); err != nil {
		return err
	}
	sig := w.get("signals")
	n, err := sig.Len()
	if err != nil {
		return err
	}
	if n > 64 {
		return fmt.Errorf("%w: %d signals", ErrBadValue, n)
	}
	for i := range n {
		if trig {
			var t *Trigger
			if err := ReadTrigger(sig.Index(i), &t); err != nil || t == nil {
				return fmt.Errorf("signal %d: %w", i, err)
			}
			p.trig = append(p.trig, t)
		} else {
			var l *Latch
			if err := ReadLatch(sig.Index(i), &l); err != nil || l == nil {
				return fmt.Errorf("signal %d: %w", i, err)
			}
			p.latch = append(p.latch, l)
		}
	}
	if trig {
		p.kind = pauseTriggers
		if err := fr.raises(p, w, n); err != nil {
			return err
		}
	} else {
		p.kind = pauseLatches
	}
	p.subscribe(fr.r.base)
	return nil
}

func (fr *FrameReader) raises(p *Pause, w Value, n int) error {
	raised := w.get("raised")
	m, err := raised.Len()
	if err != nil {
		return err
	}
	for i := range m {
		var k int
		if err := ReadInt(raised.Index(i), &k); err != nil || k < 0 || k >= n {
			return fmt.Errorf("%w: raised index", ErrBadValue)
		}
		p.raised |= 1 << uint(k)
	}
	for _, x := range []struct {
		name string
		p    *int8
	}{{"first", &p.first}, {"last", &p.last}} {
		if err := ReadInt(w.get(x.name), x.p); err != nil || int(*x.p) >= n || *x.p < -1 {
			return fmt.Errorf("%w: %s", ErrBadValue, x.name)
		}
	}
	return nil
}
