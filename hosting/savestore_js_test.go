//go:build js

package hosting

import (
	"bytes"
	"errors"
	"io/fs"
	"slices"
	"syscall/js"
	"testing"

	"github.com/griffengine/griff/runtime/saves"
)

// fakeStorage is a Web Storage object in plain JavaScript (Node.js has no
// localStorage); setItem throws a QuotaExceededError-like error once more
// than quota characters are stored.
const fakeStorage = `
const m = new Map();
return {
  getItem(k) { return m.has(k) ? m.get(k) : null; },
  setItem(k, v) {
    let used = String(v).length;
    for (const [kk, vv] of m) if (kk !== k) used += vv.length;
    if (used > quota) { const e = new Error("quota exceeded"); e.name = "QuotaExceededError"; throw e; }
    m.set(k, String(v));
  },
  removeItem(k) { m.delete(k); },
  key(i) { return i < m.size ? Array.from(m.keys())[i] : null; },
  get length() { return m.size; },
};`

func newFakeStorage(quota int) js.Value {
	return js.Global().Get("Function").New("quota", fakeStorage).Invoke(quota)
}

func TestBrowserStore(t *testing.T) {
	st := newFakeStorage(1 << 20)
	s := newBrowserStore("Griff Meadow", st)
	other := newBrowserStore("Another Game", st)
	if err := other.Write("1", []byte("theirs")); err != nil {
		t.Fatal(err)
	}
	st.Call("setItem", "unrelated", "x")
	data := []byte{0, 1, 2, 255, 'g'}
	for _, slot := range []string{"b", "auto", "a"} {
		if err := s.Write(slot, data); err != nil {
			t.Fatalf("Write(%q) = %v", slot, err)
		}
	}
	got, err := s.Read("auto")
	if err != nil || !bytes.Equal(got, data) {
		t.Errorf("Read(auto) = %v, %v; want %v", got, err, data)
	}
	if list, err := s.List(); err != nil || !slices.Equal(list, []string{"a", "auto", "b"}) {
		t.Errorf("List() = %q, %v; want [a auto b]", list, err)
	}
	if err := s.Delete("a"); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete("a"); err != nil {
		t.Errorf("deleting a deleted slot = %v, want nil", err)
	}
	if _, err := s.Read("a"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read of a deleted slot = %v, want fs.ErrNotExist", err)
	}
	if theirs, err := other.Read("1"); err != nil || string(theirs) != "theirs" {
		t.Errorf("the other game's save = %q, %v", theirs, err)
	}
	if k, want := s.Key("auto"), "griff/"+GameFolderName("Griff Meadow")+"/saves/auto"; k != want {
		t.Errorf("Key(auto) = %q, want %q", k, want)
	}
}

func TestBrowserStoreBadInput(t *testing.T) {
	st := newFakeStorage(64)
	s := newBrowserStore("g", st)
	if err := s.Write("../x", nil); !errors.Is(err, saves.ErrBadSlot) {
		t.Errorf("Write(../x) = %v, want ErrBadSlot", err)
	}
	if err := s.Write("small", []byte("ok")); err != nil {
		t.Fatal(err)
	}
	if err := s.Write("small", make([]byte, 100)); err == nil {
		t.Error("a write over the quota returned nil")
	}
	if got, err := s.Read("small"); err != nil || string(got) != "ok" {
		t.Errorf("after a failed write Read = %q, %v; want the old save", got, err)
	}
	st.Call("setItem", s.Key("broken"), "not base64!")
	if _, err := s.Read("broken"); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read of a broken entry = %v, want an error naming it", err)
	}
}
