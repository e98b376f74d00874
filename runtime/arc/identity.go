package arc

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
)

// Arcs held as values (in fields, in kept locals and parameters, as the kept
// receiver of a passage call) have identities within a save, so two references
// to one arc are one arc again after a load:
//
//   - The first time a save writes an arc as a value (WriteChild) it writes the
//     whole arc and gives it the next number, counting from 0 in the order
//     written; every later write of the same arc (the same *Base) in that save is
//     a reference to that number.
//   - JSON: a reference is {"$ref": K}; the whole arc it refers to carries "$id":
//     K (only arcs referred to carry one, so a save without shared arcs is as it
//     was).
//   - Binary: a reference is the tag tRef and K; the whole arcs are numbered by
//     the order of their tChild tags in the body (the order they were written).
//   - A load makes and loads an arc once, at whichever of its places it reads
//     first (the whole arc, or a reference, which then loads the whole arc from
//     where it is in the save), and hands every other place the same arc, so an
//     edit that changed the order fields are read in still loads one arc. A
//     reference to a number the save has no arc for, or to an arc of another
//     type, is an unreadable value (the load ladder goes on as for any other).
//
//   - An arc of the scheduler being saved (the arc itself held in a local, an
//     arc of the scheduler held in a field of another) is never written whole
//     as a value: it is a reference to its place in the save's list of arcs,
//     {"$arc": I} (binary: tArc and I), and a load hands the place the arc the
//     load made for that entry (an entry the load dropped, an unknown type, is
//     an unreadable value).

// arcIDs numbers the arcs a Writer wrote as values.
type arcIDs struct {
	ids  map[*Base]int // number of each arc written
	n    int
	at   []int  // JSON: for arc K, the offset just after its '{'
	refd []bool // JSON: arc K is referred to
	nref int
	ptrs map[any]int // pointers written as interface values (PointerID), numbered
}

func (a *arcIDs) reset() {
	clear(a.ids)
	clear(a.ptrs)
	a.n, a.at, a.refd, a.nref = 0, a.at[:0], a.refd[:0], 0
}

// lookup returns the number of the arc with base b if this save wrote it, or
// adds it with the next number and returns -1.
func (a *arcIDs) lookup(b *Base) int {
	if k, ok := a.ids[b]; ok {
		return k
	}
	if a.ids == nil {
		a.ids = map[*Base]int{}
	}
	a.ids[b] = a.n
	a.n++
	return -1
}

// schedulerArc returns the index in the save of the scheduler arc with base b,
// or -1 if b is not an arc of the scheduler being saved.
func (w *Writer) schedulerArc(b *Base) int {
	if b.core == nil || b.core != w.core {
		return -1
	}
	i, ok := slices.BinarySearchFunc(w.top, b.seq, func(x *Base, seq uint64) int { return cmpSeq(x.seq, seq) })
	if !ok {
		return -1
	}
	return i
}

// writeArcRef writes a reference to the i-th arc of the scheduler saved.
func (w *Writer) writeArcRef(i int) {
	if w.bin != nil {
		w.buf = binary.AppendUvarint(append(w.buf, tArc), uint64(i))
		return
	}
	w.BeginObject()
	w.Key("$arc")
	w.Int(int64(i))
	w.EndObject()
}

// writeRef writes a reference to arc k.
func (w *Writer) writeRef(k int) {
	if w.bin != nil {
		w.buf = binary.AppendUvarint(append(w.buf, tRef), uint64(k))
		return
	}
	w.BeginObject()
	w.Key("$ref")
	w.Int(int64(k))
	w.EndObject()
	if !w.arcs.refd[k] {
		w.arcs.refd[k] = true
		w.arcs.nref++
	}
}

// jsonEdit replaces buf[start:end] of a finished JSON save with text.
type jsonEdit struct {
	start, end int
	text       string
}

// finishJSON returns the finished JSON buf with the shared random streams
// marked (see randUses.edits) and "$id" added to the arcs referred to.
func (w *Writer) finishJSON() []byte {
	edits := w.rands.edits()
	for k, r := range w.arcs.refd {
		if r {
			edits = append(edits, jsonEdit{w.arcs.at[k], w.arcs.at[k], `"$id":` + strconv.Itoa(k) + ","})
		}
	}
	if len(edits) == 0 {
		return w.buf
	}
	slices.SortFunc(edits, func(a, b jsonEdit) int { return a.start - b.start })
	out := make([]byte, 0, len(w.buf)+32*len(edits))
	last := 0
	for _, e := range edits {
		out = append(out, w.buf[last:e.start]...)
		out = append(out, e.text...)
		last = e.end
	}
	return append(out, w.buf[last:]...)
}

// schedArc returns the arc the load made for the i-th arc of the save, or an
// error if the save has no such arc or the load dropped it.
func (s *loadSession) schedArc(i uint64) (Saveable, error) {
	if s == nil || i >= uint64(len(s.top)) {
		return nil, fmt.Errorf("%w: a reference to arc %d of the scheduler, which the save does not hold", ErrBadValue, i)
	}
	if s.top[i] == nil {
		return nil, fmt.Errorf("%w: a reference to arc %d of the scheduler, which the load dropped", ErrBadValue, i)
	}
	return s.top[i], nil
}

// schedRef returns the scheduler arc v refers to, or nil if v is not such a
// reference.
func (v Value) schedRef() (Saveable, error) {
	var i uint64
	if v.d != nil {
		if v.binTag() != tArc {
			return nil, nil
		}
		u, _, err := v.d.uvarint(v.at + 1)
		if err != nil {
			return nil, err
		}
		i = u
	} else {
		m, ok := v.v.(map[string]any)
		ref, isRef := m["$arc"]
		if !ok || !isRef {
			return nil, nil
		}
		if err := ReadUint(Value{v: ref, r: v.r}, &i); err != nil {
			return nil, badValue(v.v, "a reference to an arc of the scheduler")
		}
	}
	return v.r.sess.schedArc(i)
}

// arcRef reads what v, an arc written as a value, says of its identity: k is
// its number in the save (-1 when it has none) and whole is the Value holding
// the whole arc (v itself, or the arc v refers to).
func (v Value) arcRef() (k int64, whole Value, err error) {
	if v.d != nil {
		switch tag := v.binTag(); tag {
		case tChild:
			k, _ := slices.BinarySearch(v.d.children, v.at)
			if k < len(v.d.children) && v.d.children[k] == v.at {
				return int64(k), v, nil
			}
			return -1, v, nil
		case tRef:
			u, _, err := v.d.uvarint(v.at + 1)
			if err != nil {
				return -1, v, err
			}
			if u >= uint64(len(v.d.children)) {
				return -1, v, fmt.Errorf("%w: a reference to saved arc %d of %d", ErrBadValue, u, len(v.d.children))
			}
			return int64(u), Value{r: v.r, d: v.d, at: v.d.children[u]}, nil
		case tStr: // as the JSON form says it: "unsaveable T is not a saved arc"
			str, err := v.binString()
			if err != nil {
				return -1, v, err
			}
			return -1, v, badValue(str, "a saved arc")
		default:
			return -1, v, binBad(tag, "a saved arc")
		}
	}
	m, ok := v.v.(map[string]any)
	if !ok {
		return -1, v, badValue(v.v, "a saved arc")
	}
	if ref, ok := m["$ref"]; ok {
		var k int64
		if err := ReadInt(Value{v: ref, r: v.r}, &k); err != nil || k < 0 {
			return -1, v, badValue(v.v, "a reference to a saved arc")
		}
		raw := v.r.sess.jsonArc(k)
		if raw == nil {
			return -1, v, fmt.Errorf("%w: a reference to saved arc %d, which the save does not hold", ErrBadValue, k)
		}
		return k, Value{v: raw, r: v.r}, nil
	}
	if id, ok := m["$id"]; ok {
		var k int64
		if err := ReadInt(Value{v: id, r: v.r}, &k); err != nil || k < 0 {
			return -1, v, badValue(v.v, "a saved arc's number")
		}
		return k, v, nil
	}
	return -1, v, nil
}

// jsonArc returns the object of the JSON save being loaded that carries "$id":
// k, or nil. The save is searched once, on the first reference read.
func (s *loadSession) jsonArc(k int64) map[string]any {
	if s == nil {
		return nil
	}
	if s.jsonIDs == nil {
		s.jsonIDs = map[int64]map[string]any{}
		var walk func(x any, depth int)
		walk = func(x any, depth int) {
			if depth > maxBinDepth {
				return
			}
			switch x := x.(type) {
			case map[string]any:
				if id, ok := x["$id"].(json.Number); ok {
					if k, err := id.Int64(); err == nil {
						if _, dup := s.jsonIDs[k]; !dup {
							s.jsonIDs[k] = x
						}
					}
				}
				for _, e := range x {
					walk(e, depth+1)
				}
			case []any:
				for _, e := range x {
					walk(e, depth+1)
				}
			}
		}
		walk(s.jsonDoc, 0)
	}
	return s.jsonIDs[k]
}

// ReadArc reads into *p an arc WriteChild wrote (null makes *p nil). Each arc of
// the save is loaded once: a place that refers to an arc read already, or the
// same arc read again, gets the same arc, so arcs shared when saved are shared
// after the load. Otherwise it loads into the arc *p holds (a new one if *p is
// nil or holds an arc this load restored already) following the load ladder,
// with its problems reported with the reading arc's. It returns an error
// wrapping ErrBadValue if v is not a saved arc, refers to none, or to an arc of
// another type. For generated code.
func ReadArc[T any, P interface {
	*T
	Saveable
}](v Value, p *P) error {
	if v.IsNull() {
		*p = nil
		return nil
	}
	if a, err := v.schedRef(); a != nil || err != nil {
		if err != nil {
			return err
		}
		x, ok := a.(P)
		if !ok {
			return fmt.Errorf("%w: the scheduler's arc is a %s, not a %s", ErrBadValue, a.ArcName(), P(new(T)).ArcName())
		}
		*p = x
		return nil
	}
	k, whole, err := v.arcRef()
	if err != nil {
		return err
	}
	sess := v.r.sess
	if k >= 0 && sess != nil {
		if a, ok := sess.arcs[k]; ok {
			x, ok := a.(P)
			if !ok {
				return fmt.Errorf("%w: saved arc %d is a %s, not a %s", ErrBadValue, k, a.ArcName(), P(new(T)).ArcName())
			}
			*p = x
			return nil
		}
	}
	a := *p
	if a == nil || sess.restored(a) {
		a = P(new(T))
	}
	if sess != nil {
		sess.claim(k, a)
	}
	if err := ReadChild(whole, a); err != nil {
		sess.unclaim(k, a)
		return err
	}
	*p = a
	return nil
}

// restored reports whether this load restored a already (as an arc of the
// save), so it must not be loaded into again.
func (s *loadSession) restored(a Saveable) bool {
	return s != nil && s.bases[a.base()]
}

// claim records that a is the arc numbered k in the save (k < 0: an arc with no
// number) before it is loaded, so references inside it find it.
func (s *loadSession) claim(k int64, a Saveable) {
	if s.bases == nil {
		s.bases = map[*Base]bool{}
	}
	s.bases[a.base()] = true
	if k >= 0 {
		if s.arcs == nil {
			s.arcs = map[int64]Saveable{}
		}
		s.arcs[k] = a
	}
}

func (s *loadSession) unclaim(k int64, a Saveable) {
	if s == nil {
		return
	}
	delete(s.bases, a.base())
	if k >= 0 {
		delete(s.arcs, k)
	}
}

// childTypeOf returns the saved type name of the arc v holds or refers to.
func (v Value) childTypeOf() (string, error) {
	if a, err := v.schedRef(); a != nil || err != nil {
		if err != nil {
			return "", err
		}
		return a.ArcName(), nil
	}
	k, whole, err := v.arcRef()
	if err != nil {
		return "", err
	}
	if k >= 0 && v.r != nil && v.r.sess != nil {
		if a, ok := v.r.sess.arcs[k]; ok {
			return a.ArcName(), nil
		}
	}
	return childType(whole)
}
