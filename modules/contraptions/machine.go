package contraptions

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// machine is one step's view of a board's parts: their entities and Parts
// in hierarchy order and which part covers each cell. It is not state: it
// is gathered again each step.
type machine struct {
	es    []*scenes.Entity
	ps    []*Part
	occ   grid
	net   []int  // per part: a wire's net, -1 for the rest
	netOn []bool // per net: a signal is on it
	queue []int
	hits  []physics.Hit
	touch []physics.Touch
	seen  []int  // per part: the gear search that reached it, -1 none
	was   []Part // the parts as collect found them, by index (markWritten)
}

// collect gathers the parts under container on a cols by rows board. It
// reads them without marking their entities changed (scenes.Read) and keeps
// a copy of each: markWritten marks those written since.
func (m *machine) collect(container *scenes.Entity, cols, rows int) {
	m.es, m.ps, m.was = m.es[:0], m.ps[:0], m.was[:0]
	if container != nil {
		for _, c := range container.Children() {
			if p := scenes.Read[Part](c); p != nil && c.Alive() {
				m.es, m.ps, m.was = append(m.es, c), append(m.ps, p), append(m.was, *p)
			}
		}
	}
	if m.occ.cols != cols || m.occ.rows != rows {
		m.occ = newGrid(cols, rows)
	}
	clear(m.occ.cells)
	for i, p := range m.ps {
		m.occ.mark(p.place(), i+1)
	}
}

// markWritten marks changed the entities of the parts collected that were
// written since (through m.ps), so a Timeline writes their records again
// and shares the still parts'.
func (m *machine) markWritten() {
	for i, p := range m.ps {
		if *p != m.was[i] {
			m.es[i].MarkChanged()
		}
	}
}

// at returns the index of the part covering cell (c, r), or -1.
func (m *machine) at(c, r int) int { return m.occ.at(c, r) - 1 }

// outputsTo reports whether part i is a source whose output reaches cell
// (c, r) next to it, and so whether its signal goes there: a switch gives
// its signal on every side, a gate on its front.
func (m *machine) outputsTo(i, c, r int) bool {
	p := m.ps[i]
	for d, v := range dirs {
		if p.Col+v[0] != c || p.Row+v[1] != r {
			continue
		}
		return p.Kind == KindSwitch || (p.Kind.isGate() && p.Rot == d)
	}
	return false
}

// input returns the signal reaching part i's cell (c, r) from its side d,
// and whether anything gives a signal there (a wire or a source facing it).
func (m *machine) input(i, c, r, d int) (on, wired bool) {
	nc, nr := c+dirs[d][0], r+dirs[d][1]
	j := m.at(nc, nr)
	if j < 0 || j == i {
		return false, false
	}
	if m.ps[j].Kind == KindWire {
		return m.netOn[m.net[j]], true
	}
	if m.outputsTo(j, c, r) {
		return m.ps[j].On, true
	}
	return false, false
}

// nets numbers the wires' nets (wires joined side by side), in part order.
func (m *machine) nets() {
	m.net = m.net[:0]
	for range m.ps {
		m.net = append(m.net, -1)
	}
	m.netOn = m.netOn[:0]
	for i, p := range m.ps {
		if p.Kind != KindWire || m.net[i] >= 0 {
			continue
		}
		id := len(m.netOn)
		m.netOn = append(m.netOn, false)
		m.net[i] = id
		m.queue = append(m.queue[:0], i)
		for head := 0; head < len(m.queue); head++ {
			w := m.ps[m.queue[head]]
			for _, v := range dirs {
				if j := m.at(w.Col+v[0], w.Row+v[1]); j >= 0 && m.ps[j].Kind == KindWire && m.net[j] < 0 {
					m.net[j] = id
					m.queue = append(m.queue, j)
				}
			}
		}
	}
}

// signals propagates this step's signals, in a fixed order: each gate
// shows the output it worked out in the step before (so every gate delays
// its inputs by one step); the switches' and gates' signals go onto the
// nets of the wires they touch; each gate works out its next output; the
// lamps, doors, motors and fans read what reaches them. Wires pass a
// signal within the step. A motor or fan that no wire or source reaches
// is always on; a lamp or door so left is off.
func (m *machine) signals() {
	for _, p := range m.ps {
		if p.Kind.isGate() {
			p.On = p.Next
		}
	}
	m.nets()
	for i, p := range m.ps {
		if p.Kind != KindWire {
			continue
		}
		for _, v := range dirs {
			if j := m.at(p.Col+v[0], p.Row+v[1]); j >= 0 && m.ps[j].On && m.outputsTo(j, p.Col, p.Row) {
				m.netOn[m.net[i]] = true
			}
		}
	}
	for i, p := range m.ps {
		switch {
		case p.Kind == KindWire:
			p.On = m.netOn[m.net[i]]
		case p.Kind.isGate():
			p.Next = m.gate(i)
		case p.Kind == KindLamp || p.Kind == KindDoor || p.Kind == KindMotor || p.Kind == KindFan:
			on, wired := m.anyInput(i)
			p.On = on || (!wired && (p.Kind == KindMotor || p.Kind == KindFan))
		}
	}
}

// gate returns gate i's output for its inputs now.
func (m *machine) gate(i int) bool {
	p := m.ps[i]
	sides := inputSides(p.Kind, p.Rot)
	a, _ := m.input(i, p.Col, p.Row, sides[0])
	if p.Kind == KindNot {
		return !a
	}
	b, _ := m.input(i, p.Col, p.Row, sides[1])
	return Gate(p.Kind, a, b)
}

// Gate returns the output of gate kind k (KindAnd, KindOr, KindXor or
// KindNot, which reads only a) for inputs a and b; false for other kinds.
func Gate(k Kind, a, b bool) bool {
	switch k {
	case KindAnd:
		return a && b
	case KindOr:
		return a || b
	case KindXor:
		return a != b
	case KindNot:
		return !a
	}
	return false
}

// anyInput returns whether a signal reaches any side of any cell of part
// i, and whether anything gives a signal there.
func (m *machine) anyInput(i int) (on, wired bool) {
	c0, r0, w, h := m.ps[i].Kind.Footprint(m.ps[i].Col, m.ps[i].Row)
	for r := r0; r < r0+h; r++ {
		for c := c0; c < c0+w; c++ {
			for d := range dirs {
				o, wd := m.input(i, c, r, d)
				on, wired = on || o, wired || wd
			}
		}
	}
	return on, wired
}

// gears turns the gear trains for a step of dt seconds: from each powered
// motor, in part order, every gear meshed with a turning one turns the
// other way at a speed scaled by their teeth (speed × teeth / its teeth).
// A train reached from two motors at different speeds, or meshed in a loop
// that disagrees, jams: none of its gears turns.
func (m *machine) gears(dt float64) {
	m.seen = m.seen[:0]
	for _, p := range m.ps {
		m.seen = append(m.seen, -1)
		if p.Kind.isGear() {
			p.Speed = 0
		}
	}
	for i, p := range m.ps {
		if p.Kind != KindMotor || !p.On || m.seen[i] >= 0 {
			continue
		}
		if !m.drive(i, motorSpeed(p)) {
			for j, s := range m.seen {
				if s == i {
					m.ps[j].Speed = 0
				}
			}
		}
	}
	for i, p := range m.ps {
		if p.Kind.isGear() {
			p.Angle += float64(p.Speed * dt)
			m.es[i].Transform().SetRotation(math.Remainder(p.Angle, 2*math.Pi))
		}
	}
}

// motorSpeed returns the speed powered motor p turns at: MotorSpeed,
// clockwise for rotation 0 ("right"), anticlockwise for 1.
func motorSpeed(p *Part) float64 {
	if p.Rot == 1 {
		return -MotorSpeed
	}
	return MotorSpeed
}

// drive gives the train of motor i its speeds by a breadth-first search
// marked i in seen; it returns false if the train jams.
func (m *machine) drive(i int, speed float64) bool {
	ok := true
	m.seen[i], m.ps[i].Speed = i, speed
	m.queue = append(m.queue[:0], i)
	for head := 0; head < len(m.queue); head++ {
		a := m.queue[head]
		pa := m.ps[a]
		for j, pj := range m.ps {
			if j == a || !pj.Kind.isGear() || !Meshed(pa.place(), pj.place()) {
				continue
			}
			want := -pa.Speed * float64(pa.Kind.teeth()) / float64(pj.Kind.teeth())
			switch {
			case m.seen[j] < 0 && pj.Kind == KindMotor && pj.On:
				// another motor drives this train: it jams unless they agree
				m.seen[j], pj.Speed = i, motorSpeed(pj)
				ok = ok && pj.Speed == want
				m.queue = append(m.queue, j)
			case m.seen[j] < 0:
				m.seen[j], pj.Speed = i, want
				m.queue = append(m.queue, j)
			case pj.Speed != want:
				ok = false
			}
		}
	}
	return ok
}

// Meshed reports whether gears a and b (kinds KindGear, KindWheel or
// KindMotor) mesh: their centres are exactly as far apart as their pitch
// radii added (two small gears side by side; a small gear two cells from
// a wheel's centre, in line). Worked in whole half cells, so exact.
func Meshed(a, b Place) bool {
	if !a.Kind.isGear() || !b.Kind.isGear() {
		return false
	}
	ax, ay := halfCells(a)
	bx, by := halfCells(b)
	dx, dy := (ax-bx)*CellSize/2, (ay-by)*CellSize/2
	s := a.Kind.pitch() + b.Kind.pitch()
	return dx*dx+dy*dy == s*s
}

// halfCells returns p's centre in half cells from the board's corner.
func halfCells(p Place) (x, y int) {
	c, r, w, h := p.Kind.Footprint(p.Col, p.Row)
	return 2*c + w, 2*r + h
}

// dynamicPart returns the Part of e if it is a ball or a box, for reading.
func dynamicPart(e *scenes.Entity) *Part {
	if e == nil {
		return nil
	}
	if p := scenes.Read[Part](e); p != nil && p.Kind.dynamic() {
		return p
	}
	return nil
}

// switches sets each switch's On from whether a ball or box lies on its
// plate now (an overlap query just above the plate).
func (m *machine) switches(w *physics.World, origin griff.Vec) {
	for _, p := range m.ps {
		if p.Kind != KindSwitch {
			continue
		}
		c := centre(p.place(), origin)
		m.hits = w.OverlapBox(griff.BoxAt(griff.V(c[0], c[1]+5), griff.V(24, 8)), physics.Filter{}, m.hits[:0])
		p.On = false
		for _, h := range m.hits {
			if dynamicPart(h.Entity) != nil {
				p.On = true
			}
		}
		p.Pressed = p.Pressed || p.On
	}
}

// fans push the balls and boxes in each powered fan's column: their
// velocity grows by FanPush × dt × (1 − distance/reach) away from the fan
// (a force proportional to mass, as wind on bodies of one material).
func (m *machine) fans(w *physics.World, origin griff.Vec, dt float64) {
	reach := float64(FanReach*CellSize + CellSize/2)
	for _, p := range m.ps {
		if p.Kind != KindFan || !p.On {
			continue
		}
		d := griff.V(float64(dirs[p.Rot][0]), float64(dirs[p.Rot][1]))
		c := centre(p.place(), origin)
		mid := griff.V(c[0]+float64(d[0]*reach/2), c[1]+float64(d[1]*reach/2))
		size := griff.V(reach, CellSize-4)
		if d[0] == 0 {
			size = griff.V(CellSize-4, reach)
		}
		m.hits = w.OverlapBox(griff.BoxAt(mid, size), physics.Filter{}, m.hits[:0])
		var last *scenes.Entity
		for _, h := range m.hits {
			if h.Entity == last || dynamicPart(h.Entity) == nil {
				continue
			}
			last = h.Entity
			pos := h.Entity.Transform().Position()
			t := float64((pos[0]-c[0])*d[0]) + float64((pos[1]-c[1])*d[1])
			if t <= 0 || t >= reach {
				continue
			}
			dv := float64(float64(FanPush*(1-t/reach)) * dt)
			if b := scenes.Get[physics.Body](h.Entity); b != nil && b.Kind == physics.BodyDynamic {
				b.Velocity = griff.V(b.Velocity[0]+float64(d[0]*dv), b.Velocity[1]+float64(d[1]*dv))
				w.Wake(h.Entity)
			}
		}
	}
}

// conveyors carry what lies on each belt: the body's velocity along the
// belt moves towards ConveyorSpeed its way by at most ConveyorGrip × dt a
// step (a belt's surface speed, with grip).
func (m *machine) conveyors(w *physics.World, dt float64) {
	grip := float64(ConveyorGrip * dt)
	for i, p := range m.ps {
		if p.Kind != KindConveyor {
			continue
		}
		speed := float64(ConveyorSpeed)
		if p.Rot == 1 {
			speed = -speed
		}
		m.touch = w.TouchesOf(m.es[i], m.touch[:0])
		for _, t := range m.touch {
			o := t.B
			if o == m.es[i] {
				o = t.A
			}
			if t.Phase == physics.TouchEnd || dynamicPart(o) == nil || o.Transform().Position()[1] >= m.es[i].Transform().Position()[1] {
				continue
			}
			if b := scenes.Read[physics.Body](o); b != nil && b.Kind == physics.BodyDynamic {
				if v := b.Velocity[0] + max(-grip, min(grip, speed-b.Velocity[0])); math.Float64bits(v) != math.Float64bits(b.Velocity[0]) {
					o.MarkChanged()
					b.Velocity[0] = v
				}
			}
		}
	}
}
