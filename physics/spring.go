package physics

import (
	"reflect"
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/jakecoffman/cp/v2"
)

// spring is the constraint class of JointSpring: cp's DampedSpring, whose
// damping factor is worked out with Griff's deterministic Exp instead of
// math.Exp (whose assembly gives other bits on other architectures, see the
// package doc, Determinism). The DampedSpring inside has Damping 0, so its
// own factor is 1 - math.Exp(-0) = 0 exactly everywhere; PreStep then sets the
// factor cp would compute, 1 - exp(-damping*dt*k) (dampedspring.go, cp
// v2.1.0), with k = 1/nMass, the spring's effective mass inverted.
type spring struct {
	ds      *cp.DampedSpring
	damping float64 // cp units: mass per nanosecond
}

// The offsets of the two unexported fields of cp.DampedSpring the spring
// reads and writes, found by name once (immutable after initialisation);
// TestSpringFields checks they are float64 fields of that name.
var (
	springNMass = fieldOffset(reflect.TypeFor[cp.DampedSpring](), "nMass")
	springVCoef = fieldOffset(reflect.TypeFor[cp.DampedSpring](), "vCoef")
)

// fieldOffset returns the offset of t's float64 field name. It panics if t
// has none: cp's layout is fixed by go.mod, so this happens only while
// upgrading cp, in the first test run.
func fieldOffset(t reflect.Type, name string) uintptr {
	return fieldOffsetOf(t, name, reflect.TypeFor[float64]())
}

// newSpring returns a damped spring between a and b, its anchors in their
// bodies' space. stiffness and damping are in cp units (perNs2 and perNs).
func newSpring(a, b *cp.Body, anchorA, anchorB cp.Vector, rest, stiffness, damping float64) *cp.Constraint {
	c := cp.NewDampedSpring(a, b, anchorA, anchorB, rest, stiffness, 0)
	c.Class = &spring{ds: c.Class.(*cp.DampedSpring), damping: damping}
	return c
}

// PreStep runs cp's and then sets the damping factor.
func (s *spring) PreStep(dt float64) {
	s.ds.PreStep(dt)
	if s.damping == 0 {
		return
	}
	p := unsafe.Pointer(s.ds)
	nMass := *(*float64)(unsafe.Add(p, springNMass))
	*(*float64)(unsafe.Add(p, springVCoef)) = 1 - griff.Exp(-s.damping*dt/nMass)
}

// ApplyCachedImpulse does nothing, as cp's.
func (s *spring) ApplyCachedImpulse(dtCoef float64) { s.ds.ApplyCachedImpulse(dtCoef) }

// ApplyImpulse runs cp's.
func (s *spring) ApplyImpulse(dt float64) { s.ds.ApplyImpulse(dt) }

// GetImpulse returns cp's.
func (s *spring) GetImpulse() float64 { return s.ds.GetImpulse() }

// setCollisionBias sets the unexported collision bias of space (cp v2.1.0
// has no setter; the default is 0.9^60, for seconds) to cpBias.
func setCollisionBias(space *cp.Space) {
	*(*float64)(unsafe.Add(unsafe.Pointer(space), spaceCollisionBias)) = cpBias
}

var spaceCollisionBias = fieldOffset(reflect.TypeFor[cp.Space](), "collisionBias")

// setTreeVelocity gives space's tree of moving shapes a velocity function in
// world units per second. cp widens each moving shape's bounding box by the
// distance its velocity covers in 0.1 time units (bbtree.go, cp v2.1.0), so
// pairs are found a little before they touch; with cp's time in nanoseconds
// its own function would widen by nothing.
func setTreeVelocity(space *cp.Space) {
	idx := *(**cp.SpatialIndex)(unsafe.Add(unsafe.Pointer(space), spaceDynamicShapes))
	tree := (*(*cp.SpatialIndexer)(unsafe.Add(unsafe.Pointer(idx), indexClass))).(*cp.BBTree)
	*(*cp.BBTreeVelocityFunc)(unsafe.Add(unsafe.Pointer(tree), treeVelocityFunc)) = shapeVelocity
}

// shapeVelocity is cp's ShapeVelocityFunc in world units per second.
func shapeVelocity(obj any) cp.Vector {
	v := obj.(*cp.Shape).Body().Velocity()
	return cp.Vector{X: perSecond(v.X), Y: perSecond(v.Y)}
}

var (
	spaceDynamicShapes = fieldOffsetOf(reflect.TypeFor[cp.Space](), "dynamicShapes", reflect.TypeFor[*cp.SpatialIndex]())
	indexClass         = fieldOffsetOf(reflect.TypeFor[cp.SpatialIndex](), "class", reflect.TypeFor[cp.SpatialIndexer]())
	treeVelocityFunc   = fieldOffsetOf(reflect.TypeFor[cp.BBTree](), "velocityFunc", reflect.TypeFor[cp.BBTreeVelocityFunc]())
)

// fieldOffsetOf returns the offset of t's field name of type ft, and panics
// as fieldOffset does.
func fieldOffsetOf(t reflect.Type, name string, ft reflect.Type) uintptr {
	f, ok := t.FieldByName(name)
	if !ok || f.Type != ft {
		panic("physics: " + t.String() + " has no field " + name + " of type " + ft.String() + " (cp upgraded?)")
	}
	return f.Offset
}
