package saves

import (
	"fmt"
	"io/fs"
	"slices"
	"sync"
)

// Store keeps save files by name: a folder on the desktop
// (hosting.FolderStore), memory in tests and on servers (MemoryStore). The
// browser's storage comes with the web export. The saves system calls Write
// and Delete from its writer goroutine and Read and List from the game's
// goroutine, so a Store must be safe for concurrent use. Names are slot names
// (CheckSlot); a Store may store them under a longer name (a file
// extension).
type Store interface {
	// Write stores data under name, replacing what was there. A Store that
	// can fail halfway must leave the old data whole (a folder store writes
	// atomically). Write must not keep data after it returns.
	Write(name string, data []byte) error
	// Read returns the data stored under name, or an error wrapping
	// fs.ErrNotExist if there is none.
	Read(name string) ([]byte, error)
	// List returns the names stored, sorted.
	List() ([]string, error)
	// Delete removes what is stored under name; deleting a name with nothing
	// stored is no error.
	Delete(name string) error
}

// Locator is an optional interface of a Store whose saves are files: Locate
// returns the path of the file of name, which errors about the save then name.
type Locator interface {
	Locate(name string) string
}

// MemoryStore is a Store in memory, for tests and servers: what it holds goes
// when the program ends. The zero value is an empty store. It is safe for
// concurrent use.
type MemoryStore struct {
	mu    sync.Mutex
	files map[string][]byte
}

// Write keeps a copy of data under name. It never fails.
func (m *MemoryStore) Write(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.files == nil {
		m.files = map[string][]byte{}
	}
	m.files[name] = slices.Clone(data)
	return nil
}

// Read returns a copy of the data under name, or an error wrapping
// fs.ErrNotExist.
func (m *MemoryStore) Read(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.files[name]
	if !ok {
		return nil, fmt.Errorf("saves: memory store: %q: %w", name, fs.ErrNotExist)
	}
	return slices.Clone(b), nil
}

// List returns the names held, sorted.
func (m *MemoryStore) List() ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	names := make([]string, 0, len(m.files))
	for n := range m.files {
		names = append(names, n)
	}
	slices.Sort(names)
	return names, nil
}

// Delete drops what is under name. It never fails.
func (m *MemoryStore) Delete(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.files, name)
	return nil
}
