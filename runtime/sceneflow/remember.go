package sceneflow

import (
	"fmt"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// MaxRemembered is the most bytes of remembered scenes a game keeps, all
// together: 64 MiB, a few hundred thousand entities' worth. A scene left that
// would pass it is not kept (it warns), and coming back to it loads its file.
const MaxRemembered = 64 << 20

// keptScene is a remembered scene: its name and its scene snapshot.
type keptScene struct {
	name string
	data []byte
}

// Remembered returns the names of the scenes kept, in name order.
func (s *system) Remembered() []string {
	out := make([]string, len(s.kept))
	for i, k := range s.kept {
		out[i] = k.name
	}
	return out
}

// keptAt returns the index of the kept scene named name, or where it goes,
// and whether it is there.
func (s *system) keptAt(name string) (int, bool) {
	return slices.BinarySearchFunc(s.kept, name, func(k keptScene, n string) int { return strings.Compare(k.name, n) })
}

// keptBytes returns the bytes of every kept scene but the one named except.
func (s *system) keptBytes(except string) int {
	n := 0
	for _, k := range s.kept {
		if k.name != except {
			n += len(k.data)
		}
	}
	return n
}

// keep keeps sc as it is if it has a Griff.Remember (the one found first
// names the scene in warnings), replacing an older copy of it.
func (s *system) keep(g *runtime.Game, sc *scenes.Scene) {
	var marker *scenes.Entity
	for e := range scenes.AllRead[Remember](sc) { // read only: remembering changes no entity
		marker = e
		break
	}
	if marker == nil {
		return
	}
	data, err := sc.AppendSnapshot(nil)
	if err != nil {
		g.Problems().Warn(marker, "Griff.Remember", "cannot remember scene %q: %v", sc.Name(), err)
		return
	}
	if used := s.keptBytes(sc.Name()); used+len(data) > MaxRemembered {
		g.Problems().Warn(marker, "Griff.Remember", "cannot remember scene %q: its %d bytes would pass the %d bytes all remembered scenes may take (%d taken)",
			sc.Name(), len(data), MaxRemembered, used)
		return
	}
	i, ok := s.keptAt(sc.Name())
	if ok {
		s.kept[i].data = data
		return
	}
	s.kept = slices.Insert(s.kept, i, keptScene{name: sc.Name(), data: data})
}

// load returns the scene named name: the remembered one (then forgotten), or
// a new one from the loader; nil, after a warning naming from and
// component, if there is none.
func (s *system) load(g *runtime.Game, from *scenes.Entity, component, name string) *scenes.Scene {
	if i, ok := s.keptAt(name); ok {
		data := s.kept[i].data
		s.kept = slices.Delete(s.kept, i, i+1)
		sc, err := readKept(g, data)
		if err == nil {
			return sc
		}
		g.Problems().Warn(from, component, "remembered scene %q cannot be read (%v): loading it anew", name, err)
	}
	if s.loader == nil {
		g.Problems().Warn(from, component, "cannot change to scene %q: the game has no scene loader", name)
		return nil
	}
	sc, err := s.loader.LoadScene(name, g.Problems())
	if err != nil {
		g.Problems().Warn(from, component, "%v", fmt.Errorf("cannot change to scene %q: %w", name, err))
		return nil
	}
	return sc
}

// readKept reads a kept scene's snapshot into a new scene and has its
// components rebuild their links (scenes.Scene.Reattach).
func readKept(g *runtime.Game, data []byte) (*scenes.Scene, error) {
	sc, rest, err := scenes.ReadSnapshot(data, g.Problems(), nil)
	if err != nil {
		return nil, err
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%d bytes after the scene", len(rest))
	}
	sc.Reattach()
	return sc, nil
}
