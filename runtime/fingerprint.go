package runtime

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
	"math"
	"sort"

	"github.com/griffengine/griff/scenes"
)

// StatePart is one line of a game's state digest: the hash of one part of the
// state, so two games can be compared part by part and a difference named.
type StatePart struct {
	// Owner is "game" for the clock and random stream, "system" for a
	// system's own state (the input, a pending scene change, the scripts, a
	// module's), or the entity as Entity.String() gives it ("Level/Door#4").
	Owner string
	// Part is "clock", "rand", a system's name, "entity" (name, active flag,
	// parent), "transform", or a component's saved name. These labels count in
	// the fingerprint (FingerprintOf hashes whole lines): renaming a system or
	// a component's saved name changes fingerprints; key names, Go names and
	// packages do not.
	Part string
	// Hash is the first 16 hex digits of the SHA-256 of the part's values.
	Hash string
}

// String returns "Owner Part Hash".
func (p StatePart) String() string { return p.Owner + " " + p.Part + " " + p.Hash }

// StateSaver is an optional interface of a System whose private fields are game
// state: SaveState returns them in a stable encoding, or nil when the system
// holds nothing at the moment (a scene change nobody asked for). It is the one
// way a system's state reaches the state digest, and so the fingerprint.
type StateSaver interface {
	SaveState() ([]byte, error)
}

// StateDigest returns the game's state part by part: the game's own clock (tick,
// game time, time owed, step length, time scale, pause) and random stream, then
// the state of every system that is a StateSaver (in the order the systems were
// set up, built-in first: the input state, a scene change asked for and not yet
// made, the scripts, a module's), then every entity of the scene in hierarchy
// order with its identity (id, name, active flag, parent), its transform (the
// float bits of position, rotation and scale) and every component's saved
// values, by saved name in name order. Components count by their values, not by
// the keys files spell them with (see scenes.ComponentType.AppendState), so
// renaming a key changes no digest. Fields that are not state (tagged
// griff:"-") do not count.
func (g *Game) StateDigest() []StatePart {
	var out []StatePart
	d := digester{h: sha256.New()}
	paused := uint64(0)
	if g.clock.paused {
		paused = 1
	}
	out = append(out, StatePart{"game", "clock", d.sum(uint64(g.clock.tick), uint64(g.clock.now), uint64(g.clock.acc),
		uint64(g.clock.delta), math.Float64bits(g.clock.scale), paused)})
	d.h.Write(g.rand.State())
	out = append(out, StatePart{"game", "rand", d.sum()})
	for _, sys := range g.systems {
		if sv, ok := sys.(StateSaver); ok {
			b, err := sv.SaveState()
			if err != nil {
				b = []byte("!" + err.Error())
			}
			if b == nil {
				continue
			}
			d.h.Write(b)
			out = append(out, StatePart{"system", sys.Name(), d.sum()})
		}
	}
	return g.digestScene(out, &d)
}

// digestScene appends the parts of every entity of the scene.
func (g *Game) digestScene(out []StatePart, d *digester) []StatePart {
	var buf []byte
	var comps []namedComponent
	for e := range g.scene.Walk() {
		owner := e.String()
		var parent uint64
		if p := e.Parent(); p != nil {
			parent = uint64(p.ID())
		}
		active := uint64(0)
		if e.Active() {
			active = 1
		}
		d.str(e.Name())
		out = append(out, StatePart{owner, "entity", d.sum(uint64(e.ID()), active, parent)})
		tr := e.Transform()
		pos, scale := tr.Position(), tr.Scale()
		out = append(out, StatePart{owner, "transform", d.sum(math.Float64bits(pos[0]), math.Float64bits(pos[1]),
			math.Float64bits(tr.Rotation()), math.Float64bits(scale[0]), math.Float64bits(scale[1]))})
		comps = comps[:0]
		for ct, v := range e.ReadComponents() { // read only: marks nothing changed
			comps = append(comps, namedComponent{ct, v})
		}
		sort.Slice(comps, func(i, j int) bool { return comps[i].t.Name() < comps[j].t.Name() })
		for _, c := range comps {
			var err error
			if buf, err = c.t.AppendState(buf[:0], c.v); err != nil {
				buf = append(buf[:0], "!"+err.Error()...)
			}
			d.h.Write(buf)
			out = append(out, StatePart{owner, c.t.Name(), d.sum()})
		}
	}
	return out
}

// Fingerprint returns a hash of the game's whole state as 64 hex digits: the
// SHA-256 of its StateDigest lines. Two games with the same fingerprint are in the
// same state to the last bit. The hash does not depend on any file format.
func (g *Game) Fingerprint() string { return FingerprintOf(g.StateDigest()) }

// FingerprintOf returns the fingerprint of a state digest: the SHA-256, as 64 hex
// digits, of its parts' String() forms, one a line. Game.Fingerprint is
// FingerprintOf(Game.StateDigest()); a stored digest can be checked against its
// stored fingerprint with it.
func FingerprintOf(parts []StatePart) string {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintln(h, p.String())
	}
	return hex.EncodeToString(h.Sum(nil))
}

// DiffState returns the lines that differ between two digests, readable: a part
// only in want, only in got, or with another hash; at most max lines (0: all).
func DiffState(want, got []StatePart, max int) []string {
	key := func(p StatePart) string { return p.Owner + " " + p.Part }
	have := make(map[string]string, len(got))
	for _, p := range got {
		have[key(p)] = p.Hash
	}
	seen := make(map[string]bool, len(want))
	var out []string
	add := func(s string) bool {
		out = append(out, s)
		return max > 0 && len(out) >= max
	}
	for _, p := range want {
		k := key(p)
		seen[k] = true
		h, ok := have[k]
		switch {
		case !ok:
			if add("missing: " + k) {
				return out
			}
		case h != p.Hash:
			if add("differs: " + k) {
				return out
			}
		}
	}
	for _, p := range got {
		if !seen[key(p)] {
			if add("extra:   " + key(p)) {
				return out
			}
		}
	}
	return out
}

type namedComponent struct {
	t *scenes.ComponentType
	v any
}

type digester struct {
	h   hash.Hash
	buf [8]byte
}

func (d *digester) str(s string) {
	d.u64(uint64(len(s)))
	d.h.Write([]byte(s))
}

func (d *digester) u64(v uint64) {
	binary.LittleEndian.PutUint64(d.buf[:], v)
	d.h.Write(d.buf[:])
}

// sum hashes vs after what was written, returns 16 hex digits and resets.
func (d *digester) sum(vs ...uint64) string {
	for _, v := range vs {
		d.u64(v)
	}
	s := hex.EncodeToString(d.h.Sum(nil)[:8])
	d.h.Reset()
	return s
}
