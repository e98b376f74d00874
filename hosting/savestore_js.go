//go:build js

package hosting

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"syscall/js"

	"github.com/griffengine/griff/runtime/saves"
)

// BrowserStore keeps save games in the browser's localStorage, one entry a
// slot: the browser's saves.Store (GOOS=js). The key of slot SLOT of the game
// named GAME is "griff/FOLDER/saves/SLOT", where FOLDER is
// GameFolderName(GAME), so two games on one site never share saves; the value
// is the save's bytes in standard base64 (localStorage holds strings only).
//
// Decision: localStorage rather than IndexedDB. Its calls are synchronous, as
// a Store's are (IndexedDB answers with events a Go call would have to wait
// for, which a wasm program can only do off the thread that draws), a write
// replaces an entry whole or throws and leaves it as it was, and a save of
// the size Griff's games write (kilobytes) is far under its quota (about 5
// MiB a site in every browser). A write over the quota returns the
// browser's error (a QuotaExceededError) naming the slot.
//
// A BrowserStore must be used from the program's goroutines only (a wasm
// program has one thread), one writer per slot.
type BrowserStore struct {
	storage js.Value
	prefix  string
}

// NewBrowserStore returns the store of the game named project in the page's
// localStorage. It returns an error if the page has none or refuses it (a
// browser that blocks storage for the site throws a SecurityError).
func NewBrowserStore(project string) (s *BrowserStore, err error) {
	err = catch(func() { s = newBrowserStore(project, js.Global().Get("localStorage")) })
	if err == nil && !s.storage.Truthy() {
		err = errors.New("this browser has no localStorage")
	}
	if err != nil {
		return nil, fmt.Errorf("hosting: no storage for saves: %w", err)
	}
	return s, nil
}

// newBrowserStore returns the store of the game named project in storage, an
// object with the methods of the Web Storage API (getItem, setItem,
// removeItem, key, length).
func newBrowserStore(project string, storage js.Value) *BrowserStore {
	return &BrowserStore{storage: storage, prefix: "griff/" + GameFolderName(project) + "/saves/"}
}

// Key returns the localStorage key of slot name.
func (b *BrowserStore) Key(name string) string { return b.prefix + name }

// Write stores data under name, replacing what was there. It returns an error
// wrapping saves.ErrBadSlot for a name that is not a slot name, or the
// browser's error (such as the quota being full) naming the key; the old
// entry is then as it was.
func (b *BrowserStore) Write(name string, data []byte) error {
	if err := saves.CheckSlot(name); err != nil {
		return err
	}
	v := base64.StdEncoding.EncodeToString(data)
	if err := catch(func() { b.storage.Call("setItem", b.Key(name), v) }); err != nil {
		return fmt.Errorf("hosting: writing %s: %w", b.Key(name), err)
	}
	return nil
}

// Read returns the data stored under name. It returns an error wrapping
// fs.ErrNotExist if there is none, one wrapping saves.ErrBadSlot for a name
// that is not a slot name, or one naming the key if the entry is not base64
// or the browser refuses the read.
func (b *BrowserStore) Read(name string) ([]byte, error) {
	if err := saves.CheckSlot(name); err != nil {
		return nil, err
	}
	var v js.Value
	if err := catch(func() { v = b.storage.Call("getItem", b.Key(name)) }); err != nil {
		return nil, fmt.Errorf("hosting: reading %s: %w", b.Key(name), err)
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("hosting: reading %s: %w", b.Key(name), fs.ErrNotExist)
	}
	data, err := base64.StdEncoding.DecodeString(v.String())
	if err != nil {
		return nil, fmt.Errorf("hosting: reading %s: not a save (%w)", b.Key(name), err)
	}
	return data, nil
}

// List returns the slots stored for the game, sorted; keys of other games and
// of other names are left out.
func (b *BrowserStore) List() (out []string, err error) {
	err = catch(func() {
		for i := range b.storage.Get("length").Int() {
			k := b.storage.Call("key", i)
			if k.Type() != js.TypeString {
				continue
			}
			if n, ok := strings.CutPrefix(k.String(), b.prefix); ok && saves.CheckSlot(n) == nil {
				out = append(out, n)
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("hosting: listing %s*: %w", b.prefix, err)
	}
	sort.Strings(out)
	return out, nil
}

// Delete removes the entry of name; a name with no entry is no error. It
// returns an error wrapping saves.ErrBadSlot for a name that is not a slot
// name, or the browser's error naming the key.
func (b *BrowserStore) Delete(name string) error {
	if err := saves.CheckSlot(name); err != nil {
		return err
	}
	if err := catch(func() { b.storage.Call("removeItem", b.Key(name)) }); err != nil {
		return fmt.Errorf("hosting: deleting %s: %w", b.Key(name), err)
	}
	return nil
}

// catch runs f and returns the JavaScript exception it threw (syscall/js
// panics with a js.Error), or nil; any other panic goes on.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			je, ok := r.(js.Error)
			if !ok {
				panic(r)
			}
			err = je
		}
	}()
	f()
	return nil
}
