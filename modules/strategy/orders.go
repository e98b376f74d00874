package strategy

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"github.com/griffengine/griff/runtime/grid"
)

// Command is a player's order to some of their side's units: what the
// input of a player's machine becomes, played by the host (a network
// command, CommandOrder) or at once offline.
type Command struct {
	// Side is the side whose units obey (the sending player's).
	Side int
	// Order is the order: Move, AttackMove, Attack, Gather, Build, Train
	// or Stop.
	Order Order
	// X and Y are the point (world units): where to go; a tree's point to
	// gather; a building's top-left tile's point to build.
	X, Y int
	// Target is the unit attacked, the mine gathered or the building
	// helped up (0: none).
	Target int
	// What is the kind built or trained.
	What string
	// Units are the ids of the units told (buildings, to train).
	Units []int
}

// The bounds of a command's payload.
const (
	maxWhat    = 32
	maxPayload = 1 + 1 + maxWhat + 12 + 2 + 4*MaxSelected
)

// AppendCommand appends c's payload: the order byte, What's length and
// bytes, X, Y and Target (int32, little-endian), the number of units
// (uint16) and their ids (int32).
func AppendCommand(b []byte, c *Command) []byte {
	b = append(b, byte(c.Order), byte(min(len(c.What), maxWhat)))
	b = append(b, c.What[:min(len(c.What), maxWhat)]...)
	b = binary.LittleEndian.AppendUint32(b, uint32(int32(c.X)))
	b = binary.LittleEndian.AppendUint32(b, uint32(int32(c.Y)))
	b = binary.LittleEndian.AppendUint32(b, uint32(int32(c.Target)))
	n := min(len(c.Units), MaxSelected)
	b = binary.LittleEndian.AppendUint16(b, uint16(n))
	for _, id := range c.Units[:n] {
		b = binary.LittleEndian.AppendUint32(b, uint32(int32(id)))
	}
	return b
}

// ReadCommand reads a payload AppendCommand wrote into c (its Side is
// left as it was); a payload of another shape, an unknown order or more
// than MaxSelected units is an error, and c is then not to be used.
func ReadCommand(d []byte, c *Command) error {
	if len(d) < 2 {
		return errors.New("shorter than its header")
	}
	o, n := Order(d[0]), int(d[1])
	if o == OrderIdle || o == OrderReturn || o >= numOrders {
		return fmt.Errorf("order %d is not one a player gives", d[0])
	}
	if n > maxWhat || len(d) < 2+n+14 {
		return fmt.Errorf("%d bytes do not hold a kind of %d bytes and the point", len(d), n)
	}
	c.Order, c.What = o, string(d[2:2+n])
	d = d[2+n:]
	c.X = int(int32(binary.LittleEndian.Uint32(d)))
	c.Y = int(int32(binary.LittleEndian.Uint32(d[4:])))
	c.Target = int(int32(binary.LittleEndian.Uint32(d[8:])))
	k := int(binary.LittleEndian.Uint16(d[12:]))
	d = d[14:]
	if k > MaxSelected || len(d) != 4*k {
		return fmt.Errorf("%d units in %d bytes (at most %d units)", k, len(d), MaxSelected)
	}
	c.Units = c.Units[:0]
	for i := range k {
		c.Units = append(c.Units, int(int32(binary.LittleEndian.Uint32(d[4*i:]))))
	}
	return nil
}

// apply plays command c: each of its units of its side (alive, not a
// building unless it trains) takes the order; a move spreads them in a
// square round the point.
func (s *system) apply(c *Command) {
	if c.Side < 0 || c.Side >= Sides {
		return
	}
	var us []*Unit
	for _, id := range c.Units {
		if u := s.unit(id); u != nil && u.Side == c.Side && !slices.Contains(us, u) {
			if u.def.Building() == (c.Order == OrderTrain) {
				us = append(us, u)
			}
		}
	}
	if len(us) == 0 {
		return
	}
	switch c.Order {
	case OrderTrain:
		s.queue(c, us)
	case OrderBuild:
		s.orderBuild(c, us)
	default:
		s.orderUnits(c, us)
	}
}

// orderUnits gives a move, attack-move, attack, gather or stop.
func (s *system) orderUnits(c *Command, us []*Unit) {
	spacing := 0
	for _, u := range us {
		spacing = max(spacing, 2*u.def.Size+4)
	}
	t := s.unit(c.Target)
	for i, u := range us {
		u.Work, u.Then, u.Target, u.Stuck = 0, OrderIdle, 0, 0
		switch o := c.Order; {
		case o == OrderStop:
			u.Act = OrderStop
			u.Path = u.Path[:0]
		case o == OrderAttack && t != nil && t.Side != u.Side && u.def.Damage > 0:
			u.Act, u.Target, u.Routed = OrderAttack, t.ID, false
		case o == OrderGather && u.def.Role == RoleWorker:
			u.Act, u.Routed = OrderGather, false
			if t != nil && t.def.Role == RoleMine {
				u.Target = t.ID
			} else {
				u.Res = cellAt(c.X*Sub, c.Y*Sub)
			}
			if u.Carry > 0 && u.Carry < Carry && ((u.Target != 0) != (u.CarryWhat == Gold)) {
				u.Carry = 0 // a load of the other resource is dropped
			}
		case o == OrderBuild && t != nil && t.Side == u.Side && !t.Done && u.def.Role == RoleWorker:
			u.Act, u.Target, u.Routed = OrderBuild, t.ID, false
		default:
			x, y := s.formation(i, len(us), c.X*Sub, c.Y*Sub, spacing)
			u.Act = OrderMove
			if o == OrderAttackMove {
				u.Act = OrderAttackMove
			}
			goTo(u, x, y)
			u.Dest = [2]int{x, y}
		}
	}
}

// orderBuild sends the first worker to build What at the tile of (X, Y)
// (its top-left), when its side can pay and the site is free now.
func (s *system) orderBuild(c *Command, us []*Unit) {
	def := s.defs.Kind(c.What)
	if def == nil || !def.Building() || def.Role == RoleMine {
		return
	}
	for _, u := range us {
		if u.def.Role != RoleWorker {
			continue
		}
		at := cellAt(c.X*Sub, c.Y*Sub)
		if !s.siteFree(def, at, c.Side, u) {
			s.complain(c.Side, "Can't build there")
			return
		}
		if ok, why := s.afford(c.Side, def); !ok {
			s.complain(c.Side, why)
			return
		}
		u.Act, u.Build, u.Res, u.Target, u.Work, u.Stuck, u.Routed = OrderBuild, def.ID, at, 0, 0, 0, false
		return
	}
}

// queue adds What to the training queue of the shortest queue among the
// buildings that train it, paying for it.
func (s *system) queue(c *Command, us []*Unit) {
	def := s.defs.Kind(c.What)
	if def == nil {
		return
	}
	var best *Unit
	for _, b := range us {
		if b.Done && slices.Contains(b.def.Trains, def.ID) && len(b.Queue) < MaxQueue && (best == nil || len(b.Queue) < len(best.Queue)) {
			best = b
		}
	}
	if best == nil {
		return
	}
	if ok, why := s.afford(c.Side, def); !ok {
		s.complain(c.Side, why)
		return
	}
	s.pay(c.Side, def)
	best.Queue = append(best.Queue, def.ID)
}

// cellOfPoint returns the tile of a point in world units.
func cellOfPoint(x, y int) grid.Cell { return cellAt(x*Sub, y*Sub) }
