package contraptions

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The colours parts are drawn in.
var (
	colorWall     = griff.MustHex("#5a5f73")
	colorBall     = griff.MustHex("#e0483e")
	colorBox      = griff.MustHex("#b07a3c")
	colorRamp     = griff.MustHex("#d9b26f")
	colorBelt     = griff.MustHex("#3b3f4c")
	colorFan      = griff.MustHex("#4c8fd6")
	colorGear     = griff.MustHex("#a7adb8")
	colorWheel    = griff.MustHex("#c9a23d")
	colorMotor    = griff.MustHex("#8c2f39")
	colorDark     = griff.MustHex("#20222b")
	colorOff      = griff.MustHex("#6b5a2a")
	colorOn       = griff.MustHex("#ffe066")
	colorWire     = griff.MustHex("#b3673b")
	colorDoor     = griff.MustHex("#7a4e2d")
	colorBucket   = griff.MustHex("#3fa66b")
	colorText     = griff.MustHex("#f4ecd8")
	colorGood     = griff.RGBA(0.35, 1, 0.45, 0.9)
	colorBad      = griff.RGBA(1, 0.25, 0.25, 0.9)
	colorPickable = griff.RGBA(1, 0.85, 0.3, 0.9)
	colorBackdrop = griff.MustHex("#2a2d38")
	colorGrid     = griff.RGBA(1, 1, 1, 0.06)
	colorOpen     = griff.RGBA(0.48, 0.31, 0.18, 0.25)
)

// rampAngle is a ramp's slope: one cell down over two across.
var rampAngle = math.Atan2(1, 2)

// centre returns the centre of p's footprint in world units, on a board
// whose top-left corner is at origin.
func centre(p Place, origin griff.Vec) griff.Vec {
	c, r, w, h := p.Kind.Footprint(p.Col, p.Row)
	return griff.V(origin[0]+float64(float64((2*c+w)*CellSize)/2), origin[1]+float64(float64((2*r+h)*CellSize)/2))
}

// restAngle returns the rotation p's entity has when built.
func restAngle(p Place) float64 {
	switch p.Kind {
	case KindRamp:
		if p.Rot == 1 {
			return -rampAngle
		}
		return rampAngle
	case KindFan:
		return float64(p.Rot) * math.Pi / 2
	}
	return 0
}

// newPart adds the entity of part p under parent and returns it: its Part,
// its collider and body, and its drawing (children).
func newPart(sc *scenes.Scene, parent *scenes.Entity, p Place, fixed bool, origin griff.Vec) *scenes.Entity {
	e := sc.NewEntity(p.Kind.String(), parent)
	e.Transform().SetPosition(centre(p, origin))
	e.Transform().SetRotation(restAngle(p))
	scenes.Add(e, Part{Kind: p.Kind, Col: p.Col, Row: p.Row, Rot: p.Rot, Fixed: fixed})
	if sh := shapesOf(p); len(sh) > 0 {
		scenes.Add(e, physics.Collider{Shapes: sh})
	}
	if p.Kind.dynamic() {
		scenes.Add(e, physics.Body{Kind: physics.BodyStatic})
	}
	look(sc, e, p)
	return e
}

// shapesOf returns the collision shapes of p, in its entity's space.
func shapesOf(p Place) []physics.Shape {
	switch p.Kind {
	case KindWall:
		return []physics.Shape{physics.Box(CellSize, CellSize)}
	case KindBall:
		s := physics.Circle(BallRadius)
		s.Restitution, s.Friction = 0.25, 0.5
		return []physics.Shape{s}
	case KindBox:
		return []physics.Shape{physics.Box(24, 24)}
	case KindRamp:
		s := physics.Box(72, 6)
		s.Friction = 0.3
		return []physics.Shape{s}
	case KindConveyor:
		s := physics.Box(64, 10)
		s.Friction = -1 // the belt carries by its grip alone (see conveyors)
		return []physics.Shape{s}
	case KindFan:
		return []physics.Shape{physics.Box(14, 26)}
	case KindSwitch:
		s := physics.Box(28, 6)
		s.Offset = griff.V(0, 13)
		return []physics.Shape{s}
	case KindDoor:
		return []physics.Shape{physics.Box(12, 2*CellSize)}
	case KindBucket:
		l, r, b := physics.Box(4, 30), physics.Box(4, 30), physics.Box(64, 4)
		l.Offset, r.Offset, b.Offset = griff.V(-30, 0), griff.V(30, 0), griff.V(0, 14)
		return []physics.Shape{l, r, b}
	}
	return nil
}

// box adds a child of e drawing a rectangle w by h centred at (x, y).
func box(sc *scenes.Scene, e *scenes.Entity, name string, x, y, w, h float64, c griff.Color, layer int) *scenes.Entity {
	k := sc.NewEntity(name, e)
	k.Transform().SetPosition(griff.V(x, y))
	scenes.Add(k, visual.Shape{Size: griff.V(w, h), Pivot: griff.V(0.5, 0.5), Color: c, DrawOrder: visual.DrawOrder{Layer: layer}})
	return k
}

// disc adds a child of e drawing a circle of radius r at (x, y).
func disc(sc *scenes.Scene, e *scenes.Entity, name string, x, y, r float64, c griff.Color, layer int) *scenes.Entity {
	k := sc.NewEntity(name, e)
	k.Transform().SetPosition(griff.V(x, y))
	scenes.Add(k, visual.Shape{Kind: visual.ShapeCircle, Radius: r, Color: c, DrawOrder: visual.DrawOrder{Layer: layer}})
	return k
}

// label adds a child of e with a small centred text.
func label(sc *scenes.Scene, e *scenes.Entity, x, y float64, s string) {
	k := sc.NewEntity("Label", e)
	k.Transform().SetPosition(griff.V(x, y))
	scenes.Add(k, visual.Text{Text: s, Size: 9, Color: colorText, Pivot: griff.V(0.5, 0.5), DrawOrder: visual.DrawOrder{Layer: 4}})
}

// gateLabels are the gates' names drawn on them.
var gateLabels = map[Kind]string{KindAnd: "AND", KindOr: "OR", KindXor: "XOR", KindNot: "NOT"}

// look adds the children that draw part p's entity e. The first child
// ("Look") is the one whose colour shows the part's signal.
func look(sc *scenes.Scene, e *scenes.Entity, p Place) {
	switch p.Kind {
	case KindWall:
		box(sc, e, "Look", 0, 0, CellSize, CellSize, colorWall, 0)
	case KindBall:
		disc(sc, e, "Look", 0, 0, BallRadius, colorBall, 2)
		disc(sc, e, "Shine", 4, 0, 2.5, colorText, 3)
	case KindBox:
		box(sc, e, "Look", 0, 0, 24, 24, colorBox, 2)
		box(sc, e, "Slat", 0, 0, 24, 3, colorDark, 3)
	case KindRamp:
		box(sc, e, "Look", 0, 0, 72, 6, colorRamp, 1)
	case KindConveyor:
		box(sc, e, "Look", 0, 0, 64, 10, colorBelt, 1)
		arrow := ">  >  >"
		if p.Rot == 1 {
			arrow = "<  <  <"
		}
		label(sc, e, 0, 0, arrow)
	case KindFan:
		box(sc, e, "Look", -2, 0, 14, 26, colorFan, 1)
		box(sc, e, "Blade", 9, -7, 4, 10, colorText, 1)
		box(sc, e, "Blade", 9, 7, 4, 10, colorText, 1)
	case KindGear, KindMotor, KindWheel:
		gearLook(sc, e, p.Kind)
	case KindSwitch:
		box(sc, e, "Look", 0, 13, 28, 6, colorOff, 1)
		box(sc, e, "Post", 0, 15, 6, 2, colorDark, 1)
	case KindWire:
		wireLook(sc, e)
	case KindAnd, KindOr, KindXor, KindNot:
		gateLook(sc, e, p)
	case KindLamp:
		disc(sc, e, "Look", 0, -2, 10, colorOff, 1)
		box(sc, e, "Base", 0, 11, 12, 5, colorDark, 1)
	case KindDoor:
		box(sc, e, "Look", 0, 0, 12, 2*CellSize, colorDoor, 1)
	case KindBucket:
		box(sc, e, "Look", 0, 14, 64, 4, colorBucket, 1)
		box(sc, e, "Side", -30, 0, 4, 30, colorBucket, 1)
		box(sc, e, "Side", 30, 0, 4, 30, colorBucket, 1)
	}
}

func gearLook(sc *scenes.Scene, e *scenes.Entity, k Kind) {
	r, c := float64(k.pitch())-2, colorGear
	switch k {
	case KindWheel:
		c = colorWheel
	case KindMotor:
		c = colorMotor
	}
	disc(sc, e, "Look", 0, 0, r, c, 1)
	for i := 0; i < k.teeth(); i++ {
		a := 2 * math.Pi * float64(i) / float64(k.teeth())
		t := box(sc, e, "Tooth", float64(r*math.Cos(a)), float64(r*math.Sin(a)), 5, 5, c, 1)
		t.Transform().SetRotation(a)
	}
	box(sc, e, "Spoke", 0, 0, 2*r-4, 4, colorDark, 2)
	box(sc, e, "Spoke", 0, 0, 4, 2*r-4, colorDark, 2)
}

// wireArms are the names of a wire's arms, by direction (see dirs).
var wireArms = [4]string{"ArmRight", "ArmDown", "ArmLeft", "ArmUp"}

func wireLook(sc *scenes.Scene, e *scenes.Entity) {
	box(sc, e, "Look", 0, 0, 8, 8, colorWire, 1)
	for d, n := range wireArms {
		dx, dy := float64(dirs[d][0]*8), float64(dirs[d][1]*8)
		w, h := 16.0, 4.0
		if dirs[d][0] == 0 {
			w, h = 4, 16
		}
		box(sc, e, n, dx, dy, w, h, colorWire, 1).SetActive(false)
	}
}

func gateLook(sc *scenes.Scene, e *scenes.Entity, p Place) {
	box(sc, e, "Look", 0, 0, 26, 26, colorDark, 1)
	f := dirs[p.Rot]
	box(sc, e, "Out", float64(f[0]*14), float64(f[1]*14), 6, 6, colorOff, 1)
	for _, s := range inputSides(p.Kind, p.Rot) {
		d := dirs[s]
		box(sc, e, "In", float64(d[0]*14), float64(d[1]*14), 4, 4, colorWire, 1)
	}
	label(sc, e, 0, 0, gateLabels[p.Kind])
}

// inputSides returns the sides (direction indexes) a gate facing rot reads:
// the two beside its front, or for NOT the one behind it.
func inputSides(k Kind, rot int) []int {
	if k == KindNot {
		return []int{(rot + 2) % 4}
	}
	return []int{(rot + 1) % 4, (rot + 3) % 4}
}

// child returns e's first child named name, or nil.
func child(e *scenes.Entity, name string) *scenes.Entity {
	for _, c := range e.Children() {
		if c.Name() == name {
			return c
		}
	}
	return nil
}

// tint sets the colour of e's child named name.
func tint(e *scenes.Entity, name string, c griff.Color) {
	if k := child(e, name); k != nil {
		if s := scenes.Read[visual.Shape](k); s != nil && s.Color != c {
			k.MarkChanged()
			s.Color = c
		}
	}
}
