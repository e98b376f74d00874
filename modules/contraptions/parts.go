package contraptions

import (
	"math"

	"github.com/griffengine/griff/griff"
)

// Kind is what a part is.
type Kind uint8

// The part kinds. Sizes are in cells (CellSize world units each); a part's
// cell is its top-left cell, except a Wheel's, which is its centre cell.
const (
	// KindWall is a solid cell (fixed parts only).
	KindWall Kind = iota
	// KindBall is a ball (radius 10) the machine rolls: a dynamic body.
	KindBall
	// KindBox is a crate (24 by 24): a dynamic body.
	KindBox
	// KindRamp is an incline two cells wide falling one cell: "right" falls to
	// the right, "left" to the left.
	KindRamp
	// KindConveyor is a belt two cells wide; what lies on it is carried at
	// ConveyorSpeed its way ("right" or "left").
	KindConveyor
	// KindFan blows bodies in a column FanReach cells long its way.
	KindFan
	// KindGear is a small gear (8 teeth, pitch radius 16).
	KindGear
	// KindWheel is a big gear three cells across (24 teeth, pitch radius 48).
	KindWheel
	// KindMotor is a small gear (8 teeth) that turns by itself at MotorSpeed,
	// clockwise ("right") or anticlockwise ("left").
	KindMotor
	// KindSwitch is a plate that is on while a body lies on it.
	KindSwitch
	// KindWire carries signals between the cells it joins.
	KindWire
	// KindAnd is an AND gate; its output is to its front, its inputs on its
	// two sides.
	KindAnd
	// KindOr is an OR gate, placed like KindAnd.
	KindOr
	// KindXor is an XOR gate, placed like KindAnd.
	KindXor
	// KindNot is a NOT gate; its input is behind it, its output in front.
	KindNot
	// KindLamp lights while a signal reaches it.
	KindLamp
	// KindDoor is a wall one cell wide and two high that opens while a
	// signal reaches it.
	KindDoor
	// KindBucket is a cup two cells wide: a ball in it reaches the goal
	// "bucket".
	KindBucket
	numKinds
)

var kindNames = griff.NewEnum[Kind]("part kind", "wall", "ball", "box", "ramp", "conveyor", "fan",
	"gear", "wheel", "motor", "switch", "wire", "and", "or", "xor", "not", "lamp", "door", "bucket")

// String returns the kind's name as puzzle files write it ("ramp").
func (k Kind) String() string { return kindNames.Name(k) }

// MarshalText writes the kind by name.
func (k Kind) MarshalText() ([]byte, error) { return kindNames.Marshal(k) }

// UnmarshalText reads a kind's name; it returns an error listing the names
// for anything else.
func (k *Kind) UnmarshalText(b []byte) error { return kindNames.Unmarshal(k, b) }

// ParseKind returns the kind named s, or an error listing the names.
func ParseKind(s string) (Kind, error) { return kindNames.Parse(s) }

// Sizes and speeds of the parts. The numbers are chosen for a 32-unit cell
// and the physics world's default gravity (980 world units per second²).
const (
	// CellSize is a board cell's side in world units.
	CellSize = 32
	// BallRadius is a ball's radius in world units.
	BallRadius = 10
	// ConveyorSpeed is a belt's speed in world units per second.
	ConveyorSpeed = 120
	// ConveyorGrip is how fast a belt brings what lies on it to its speed, in
	// world units per second².
	ConveyorGrip = 900
	// FanReach is how many cells a fan's column reaches in front of it.
	FanReach = 5
	// FanPush is the acceleration a fan gives a body next to it, in world
	// units per second²; it falls linearly to 0 at FanReach cells. Above
	// gravity, so a fan blowing up lifts a ball close to it.
	FanPush = 2200
	// MotorSpeed is a motor's angular speed in radians per second (half a
	// turn a second).
	MotorSpeed = 2 * math.Pi
	// GearTeeth is a small gear's (and a motor's) number of teeth.
	GearTeeth = 8
	// WheelTeeth is a wheel's number of teeth.
	WheelTeeth = 24
)

// dirs are the four ways a rotation points: right, down, left, up (y down).
var dirs = [4][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}

// dirNames are the rotations' names in puzzle files.
var dirNames = [4]string{"right", "down", "left", "up"}

// Rotations returns how many rotations kind k has: 4 for fans and gates,
// 2 (right and left) for ramps, conveyors and motors, 1 for the rest.
func (k Kind) Rotations() int {
	switch k {
	case KindFan, KindAnd, KindOr, KindXor, KindNot:
		return 4
	case KindRamp, KindConveyor, KindMotor:
		return 2
	}
	return 1
}

// rotOf maps a direction index (0 right .. 3 up) to kind k's rotation:
// two-way kinds use 0 for right and 1 for left. ok is false for a way the
// kind cannot point.
func (k Kind) rotOf(dir int) (rot int, ok bool) {
	switch k.Rotations() {
	case 4:
		return dir, true
	case 2:
		switch dir {
		case 0:
			return 0, true
		case 2:
			return 1, true
		}
		return 0, false
	}
	return 0, dir == 0
}

// Footprint returns the cells a part of kind k at (col, row) covers: the
// top-left cell and the width and height in cells.
func (k Kind) Footprint(col, row int) (c0, r0, w, h int) {
	switch k {
	case KindRamp, KindConveyor, KindBucket:
		return col, row, 2, 1
	case KindDoor:
		return col, row, 1, 2
	case KindWheel:
		return col - 1, row - 1, 3, 3
	}
	return col, row, 1, 1
}

// isGate reports whether k is a logic gate.
func (k Kind) isGate() bool { return k >= KindAnd && k <= KindNot }

// isGear reports whether k meshes with gears.
func (k Kind) isGear() bool { return k == KindGear || k == KindWheel || k == KindMotor }

// dynamic reports whether k is a body the machine moves.
func (k Kind) dynamic() bool { return k == KindBall || k == KindBox }

// teeth returns a gear kind's number of teeth.
func (k Kind) teeth() int {
	if k == KindWheel {
		return WheelTeeth
	}
	return GearTeeth
}

// pitch returns a gear kind's pitch radius in world units: two gears mesh
// when their centres are exactly as far apart as their pitch radii added.
func (k Kind) pitch() int { return k.teeth() * CellSize / (2 * GearTeeth) }
