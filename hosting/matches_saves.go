package hosting

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/runtime/saves"
)

// matchStore is the save store of the match in one slot of a Matches: the
// server's store (Options.Saves) with every name prefixed "matchSLOT." (a
// match in slot 2 saving "autosave" writes "match2.autosave", by default
// the file match2.autosave.griffsave in the game's save folder; see
// DefaultSaveDir). List returns only the slot's names, without the prefix.
type matchStore struct {
	s      saves.Store
	prefix string
}

func newMatchStore(s saves.Store, slot int) *matchStore {
	return &matchStore{s: s, prefix: fmt.Sprintf("match%d.", slot)}
}

// Write implements saves.Store.
func (m *matchStore) Write(name string, data []byte) error { return m.s.Write(m.prefix+name, data) }

// Read implements saves.Store.
func (m *matchStore) Read(name string) ([]byte, error) { return m.s.Read(m.prefix + name) }

// Delete implements saves.Store.
func (m *matchStore) Delete(name string) error { return m.s.Delete(m.prefix + name) }

// List implements saves.Store: the slot's names, sorted, without the prefix.
func (m *matchStore) List() ([]string, error) {
	all, err := m.s.List()
	var out []string
	for _, n := range all {
		if rest, ok := strings.CutPrefix(n, m.prefix); ok {
			out = append(out, rest)
		}
	}
	return out, err
}

// Locate implements saves.Locator when the server's store does; otherwise
// it returns the prefixed name.
func (m *matchStore) Locate(name string) string {
	if l, ok := m.s.(saves.Locator); ok {
		return l.Locate(m.prefix + name)
	}
	return m.prefix + name
}
