package physics

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// The graph codec writes each slice by value and each pointer as an object
// of its own (snapgraph.go), so a restore gives every slice memory of its
// own. State that lives in memory two places share (two slices of one
// array, a pointer into a slice's elements, a slice into memory the snapshot
// skips) would come back unshared, and the restored world would step on
// differently: the kind of state issue 12's spinning stack found in cp's
// contact buffers (snapbuffers.go, the one case handled). aliasWalk finds
// such sharing in a world's graph, as the snapshot walks it.

// aliasSpan is the memory of one slice's elements met in the walk.
type aliasSpan struct {
	lo, hi uintptr
	path   string
}

type aliasWalk struct {
	seen  map[unsafe.Pointer]bool
	spans []aliasSpan
	ptrs  []aliasSpan // objects pointed at: lo is the address
	// contacts counts arbiters' contacts, which lie in cp's contact buffers
	// (written with the ring, snapbuffers.go) or in memory of their own.
	contacts int
	// skips are the values of the fields the snapshot skips, walked after
	// the rest into skipped: the memory of what only they reach.
	skips   []aliasSkip
	skipped []aliasSpan
	inSkip  bool
	// contactSpans are the arbiters' contacts.
	contactSpans []aliasSpan
}

type aliasSkip struct {
	path string
	v    reflect.Value
}

func (a *aliasWalk) value(path string, v reflect.Value) {
	if v.CanAddr() {
		v = reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || extKind(v.Type()) != refNone && v.Type() != typSpacePtr {
			return
		}
		p := v.UnsafePointer()
		if a.inSkip {
			if !a.seen[p] {
				a.seen[p] = true
				a.skipped = append(a.skipped, aliasSpan{uintptr(p), uintptr(p) + v.Type().Elem().Size(), path})
				a.value(path, v.Elem())
			}
			return
		}
		a.ptrs = append(a.ptrs, aliasSpan{uintptr(p), uintptr(p) + 1, path})
		if a.seen[p] {
			return
		}
		a.seen[p] = true
		a.value(path, v.Elem())
	case reflect.Interface:
		if !v.IsNil() {
			a.value(path, v.Elem())
		}
	case reflect.Slice:
		if v.Len() == 0 {
			return
		}
		size := v.Type().Elem().Size()
		lo := uintptr(v.UnsafePointer())
		if a.inSkip {
			a.skipped = append(a.skipped, aliasSpan{lo, lo + uintptr(v.Len())*size, path})
		} else if path == "cp.Arbiter.contacts" {
			a.contacts++
			a.contactSpans = append(a.contactSpans, aliasSpan{lo, lo + uintptr(v.Len())*size, path})
		} else if size > 0 {
			a.spans = append(a.spans, aliasSpan{lo, lo + uintptr(v.Len())*size, path})
		}
		for i := range v.Len() {
			a.value(path, v.Index(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			a.value(path, v.Index(i))
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Type.Kind() == reflect.Map || f.Type.Kind() == reflect.Func || f.Type.String() == "sync.Pool" {
				continue
			}
			if skipField(t, f.Name) && !a.inSkip {
				a.skips = append(a.skips, aliasSkip{typeName(t) + "." + f.Name, v.Field(i)})
				continue
			}
			a.value(typeName(t)+"."+f.Name, v.Field(i))
		}
	}
}

// shared lists the slices whose elements overlap another slice's, the
// pointers into a slice's elements, and the slices and pointers into memory
// that only fields the snapshot skips reach (arbiters' contacts in cp's
// contact buffers are written with the ring, unless handled is false).
func (a *aliasWalk) shared(handled bool) []string {
	var out []string
	a.inSkip = true
	for _, s := range a.skips {
		a.value(s.path, s.v)
	}
	a.inSkip = false
	for _, sk := range a.skipped {
		for _, x := range a.spans {
			if x.lo < sk.hi && sk.lo < x.hi {
				out = append(out, fmt.Sprintf("slice %s lies in memory only %s reaches", x.path, sk.path))
			}
		}
		for _, p := range a.ptrs {
			if sk.lo <= p.lo && p.lo < sk.hi {
				out = append(out, fmt.Sprintf("pointer %s points into memory only %s reaches", p.path, sk.path))
			}
		}
		if !handled {
			for _, x := range a.contactSpans {
				if x.lo < sk.hi && sk.lo < x.hi {
					out = append(out, fmt.Sprintf("slice %s lies in memory only %s reaches", x.path, sk.path))
					break
				}
			}
		}
	}
	slices.SortFunc(a.spans, func(x, y aliasSpan) int { return cmp.Compare(x.lo, y.lo) })
	for i := 1; i < len(a.spans); i++ {
		if p, q := a.spans[i-1], a.spans[i]; q.lo < p.hi {
			out = append(out, fmt.Sprintf("slices %s and %s share memory", p.path, q.path))
		}
	}
	for _, p := range a.ptrs {
		i, _ := slices.BinarySearchFunc(a.spans, p.lo, func(s aliasSpan, x uintptr) int { return cmp.Compare(s.lo, x+1) })
		if i > 0 && p.lo < a.spans[i-1].hi {
			out = append(out, fmt.Sprintf("pointer %s points into slice %s", p.path, a.spans[i-1].path))
		}
	}
	return out
}

// TestSnapshotMemoryNotShared walks the worlds of the restore tests' kind
// (a pile with sleeping bodies, a stack woken by game code, a rope, joints)
// at several points and fails on state that lives in shared memory, which a
// snapshot would not give back shared.
func TestSnapshotMemoryNotShared(t *testing.T) {
	s := scenes.NewScene("shared", nil)
	w := NewWorld(s, Options{})
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	scenes.Add(floor, Collider{Shapes: []Shape{Box(2000, 20)}})
	var boxes []*scenes.Entity
	for i := range 60 {
		e := s.NewEntity(fmt.Sprint("Box", i), nil)
		e.Transform().SetPosition(griff.V(float64(i%6)*20-60, -10-float64(i/6)*20))
		scenes.Add(e, Body{FixedRotation: i%2 == 0})
		scenes.Add(e, Collider{Shapes: []Shape{Box(20, 20)}})
		boxes = append(boxes, e)
	}
	rope := s.NewEntity("Rope", nil)
	rope.Transform().SetPosition(griff.V(300, -200))
	scenes.Add(rope, Rope{Segments: 8, Length: 100, OtherAnchor: griff.V(80, 0)})
	bob := s.NewEntity("Bob", nil)
	bob.Transform().SetPosition(griff.V(-300, -100))
	scenes.Add(bob, Body{})
	scenes.Add(bob, Collider{Shapes: []Shape{Circle(8)}})
	scenes.Add(bob, Joint{OtherAnchor: griff.V(-250, -150)})
	sawBuffers := false // the walk saw contacts in cp's contact buffers: it sees skipped memory
	for tick := 1; tick <= 200; tick++ {
		if tick == 150 {
			for i, e := range boxes {
				if b := scenes.Get[Body](e); i%3 == 0 {
					b.FixedRotation, b.AngularVelocity, b.Velocity = false, 3, griff.V(40, -100)
				}
			}
		}
		s.BeginStep()
		w.Step(16_666_667e-9)
		if tick%50 != 0 && tick != 149 && tick != 151 {
			continue
		}
		a := &aliasWalk{seen: map[unsafe.Pointer]bool{}}
		a.value("World", reflect.ValueOf(w).Elem())
		a.value("cp.Space", reflect.ValueOf(w.space))
		set, err := arbiterSet(w.space)
		if err != nil {
			t.Fatal(err)
		}
		set.Each(func(arb *cp.Arbiter) { a.value("arbiter cache", reflect.ValueOf(arb)) })
		if a.contacts == 0 {
			t.Fatalf("step %d: no arbiter's contacts met: the walk misses the arbiters", tick)
		}
		for _, m := range a.shared(true) {
			t.Errorf("step %d: %s", tick, m)
		}
		sawBuffers = sawBuffers || a.inBuffers()
	}
	if !sawBuffers {
		t.Error("no arbiter's contacts were seen in cp's contact buffers: the walk does not see skipped memory")
	}
}

// inBuffers reports whether shared(false) would name an arbiter's contacts:
// the walk sees the memory of cp's contact buffers (the case the ring
// handles), so it would see another skipped field's.
func (a *aliasWalk) inBuffers() bool {
	for _, m := range a.shared(false) {
		if strings.HasPrefix(m, "slice cp.Arbiter.contacts lies in memory only cp.Space.contactBuffersHead") {
			return true
		}
	}
	return false
}
