package runtime

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"sort"

	"github.com/griffengine/griff/scenes"
)

// Fingerprint returns a hash of the game's state as 64 hex digits: the tick, the
// game time, the random stream's position, and every entity of the scene in
// hierarchy order with its id, name, active flag, transform (the float bits) and
// every component's saved values (by saved name, in name order, through the
// component model). Two games with the same fingerprint are in the same state to
// the last bit. Fields that are not state (tagged griff:"-") do not count.
// The hash is SHA-256; the layout is documented here and not a file format.
func (g *Game) Fingerprint() string {
	h := sha256.New()
	var buf [8]byte
	u64 := func(v uint64) {
		binary.LittleEndian.PutUint64(buf[:], v)
		h.Write(buf[:])
	}
	str := func(s string) {
		u64(uint64(len(s)))
		h.Write([]byte(s))
	}
	u64(uint64(g.clock.tick))
	u64(uint64(g.clock.now))
	h.Write(g.rand.State())
	var comps []namedComponent
	for e := range g.scene.Walk() {
		u64(uint64(e.ID()))
		str(e.Name())
		if e.Active() {
			u64(1)
		} else {
			u64(0)
		}
		if p := e.Parent(); p != nil {
			u64(uint64(p.ID()))
		} else {
			u64(0)
		}
		tr := e.Transform()
		pos, scale := tr.Position(), tr.Scale()
		for _, f := range []float64{pos[0], pos[1], tr.Rotation(), scale[0], scale[1]} {
			u64(math.Float64bits(f))
		}
		comps = comps[:0]
		for ct, v := range e.Components() {
			comps = append(comps, namedComponent{ct, v})
		}
		sort.Slice(comps, func(i, j int) bool { return comps[i].t.Name() < comps[j].t.Name() })
		u64(uint64(len(comps)))
		for _, c := range comps {
			str(c.t.Name())
			b, err := c.t.Encode(c.v)
			if err != nil {
				str("!" + err.Error())
				continue
			}
			str(string(b))
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

type namedComponent struct {
	t *scenes.ComponentType
	v any
}
