package arc

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
)

// Saveable is what saving an arc needs, whatever its ambient type: every generated
// arc type satisfies it. Generated code uses it to save arcs held in fields of other
// arcs (the children of an arc that implements TickSelfer).
type Saveable interface {
	base() *Base
	ArcName() string
	ArcSave(w *Writer)
	ArcLoad(r *Reader)
}

// WriteChild writes a, an arc held as a value (in a field of another arc, a
// kept local or parameter, a kept receiver), as an object of the same form as an
// arc of a scheduler's save (type, owner, quarantined, fields, frames); an arc
// this save wrote already is written as a reference to it (see identity.go), so
// it is one arc again after a load. For generated code.
func WriteChild(w *Writer, a Saveable) {
	if i := w.schedulerArc(a.base()); i >= 0 {
		w.writeArcRef(i)
		return
	}
	if k := w.arcs.lookup(a.base()); k >= 0 {
		w.writeRef(k)
		return
	}
	if w.bin != nil {
		w.buf = append(w.buf, tChild)
		saveArcBin(w, a, a.ArcName())
		return
	}
	prev := w.frame
	start := len(w.buf)
	w.arcs.refd = append(w.arcs.refd, false)
	w.arcs.at = append(w.arcs.at, 0)
	k := len(w.arcs.at) - 1
	saveArc(w, a, a.ArcName())
	w.arcs.at[k] = start + bytes.IndexByte(w.buf[start:], '{') + 1
	w.frame = prev
}

// WriteUnsaveable writes, in place of a value of interface type whose dynamic
// value is neither an arc the generated code can save nor a value of a type it
// lists (see the package documentation, "Interface values": a func, a channel,
// a type of another package), a string naming the dynamic type
// ("unsaveable func()"): a load finds no saved arc there and reports the
// value as unreadable (a field keeps its default, a kept local's passage
// restarts), instead of reading nil. For generated code.
func WriteUnsaveable(w *Writer, x any) {
	w.String(fmt.Sprintf("unsaveable %T", x))
}

// ReadChild loads into a the child arc WriteChild wrote, following the load ladder;
// its problems are reported with the parent's. It returns an error wrapping
// ErrBadValue if v is not such an object (a reference included: ReadArc follows
// references). For generated code.
func ReadChild(v Value, a Saveable) error {
	if v.d != nil {
		return readChildBin(v, a)
	}
	m, ok := v.v.(map[string]any)
	if !ok {
		return badValue(v.v, "a saved arc")
	}
	typ, _ := m["type"].(string)
	if typ != a.ArcName() {
		if err := checkArcType(typ, a); err != nil {
			return err
		}
		return fmt.Errorf("%w: a saved %s is not a %s", ErrBadValue, typ, a.ArcName())
	}
	b := a.base()
	b.owner, _ = m["owner"].(string)
	r := &Reader{core: v.r.core, base: b, arc: typ, owner: b.owner, sess: v.r.sess}
	r.fields, _ = m["fields"].(map[string]any)
	r.frames, _ = m["frames"].([]any)
	if q, ok := m["quarantined"].(string); ok {
		b.fault = &Fault{Arc: typ, Owner: b.owner, Message: "loaded quarantined: " + q, saved: q}
	} else {
		b.fault = nil
	}
	a.ArcLoad(r)
	if len(r.frames) == 0 {
		b.root = nil // not started when saved: it saves as it was
	}
	v.r.problems = append(v.r.problems, r.problems...)
	return nil
}

func readChildBin(v Value, a Saveable) error {
	if tag := v.binTag(); tag != tChild {
		return binBad(tag, "a saved arc")
	}
	x := new(binArc)
	if _, err := v.d.parseArc(v.at+1, x, 0); err != nil {
		return err
	}
	if x.typ != a.ArcName() {
		if err := checkArcType(x.typ, a); err != nil {
			return err
		}
		return fmt.Errorf("%w: a saved %s is not a %s", ErrBadValue, x.typ, a.ArcName())
	}
	b := a.base()
	b.owner = x.owner
	b.fault = nil
	if x.flags&1 != 0 {
		b.fault = &Fault{Arc: x.typ, Owner: b.owner, Message: "loaded quarantined: " + x.fault, saved: x.fault}
	}
	r := &Reader{core: v.r.core, base: b, arc: x.typ, owner: b.owner, sess: v.r.sess, d: v.d, bin: x}
	a.ArcLoad(r)
	if len(x.frames) == 0 {
		b.root = nil // not started when saved: it saves as it was
	}
	v.r.problems = append(v.r.problems, r.problems...)
	return nil
}

// ErrUnregistered is wrapped by the error Load and LoadSnapshot return when a save
// names a type the loading code does not know: the dynamic type of an interface
// value (an arc type of the package that implements the interface, or another
// type the generated code lists for it: see "Interface values"), or a type
// argument of a generic passage or arc type (a type the generator registered,
// one the package uses as a type argument). Such a save was written by other
// code; nothing is added.
var ErrUnregistered = errors.New("arc: the save names a type that is not registered")

// Unregistered returns the error for a saved type name that is not registered:
// it wraps ErrUnregistered and names the type and the registered ones. For
// generated code.
func Unregistered(name string, registered ...string) error {
	return fmt.Errorf("%w: %q (registered: %s)", ErrUnregistered, name, strings.Join(registered, ", "))
}

// ChildType returns the saved type name of the arc WriteChild wrote as v (or of
// the arc v refers to), or an error wrapping ErrBadValue if v is not such an
// object. Generated code reads it to make the arc of that type for a value of
// interface type.
func ChildType(v Value) (string, error) { return v.childTypeOf() }

func childType(v Value) (string, error) {
	if v.d != nil {
		if tag := v.binTag(); tag != tChild {
			return "", binBad(tag, "a saved arc")
		}
		x := new(binArc)
		if _, err := v.d.parseArc(v.at+1, x, 0); err != nil {
			return "", err
		}
		return x.typ, nil
	}
	m, ok := v.v.(map[string]any)
	if !ok {
		return "", badValue(v.v, "a saved arc")
	}
	typ, ok := m["type"].(string)
	if !ok {
		return "", fmt.Errorf("%w: a saved arc without a type", ErrBadValue)
	}
	return typ, nil
}
