package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sync"
)

// job is one write or delete handed to the writer goroutine. Its data is the
// writer's alone once queued: the game never touches it again.
type job struct {
	op   Op
	slot string
	data []byte // nil for a delete
}

// writer does the store's writes and deletes off the game's goroutine, one at
// a time in the order asked. Its goroutine starts when a job is queued and
// none runs, and ends when the queue is empty, so a game that is never closed
// leaves no goroutine behind. pending holds the newest job of each slot not
// yet finished, so that reads on the game's goroutine (Load, List, Exists)
// see the saves asked for before they reach the store.
type writer struct {
	store Store

	mu      sync.Mutex
	idle    sync.Cond // broadcast when the queue is empty and nothing runs
	queue   []*job
	running bool
	pending map[string]*job
	done    []Result // finished jobs not yet taken by the game
}

func newWriter(store Store) *writer {
	w := &writer{store: store, pending: map[string]*job{}}
	w.idle.L = &w.mu
	return w
}

// put queues j and starts the goroutine if none runs.
func (w *writer) put(j *job) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.queue = append(w.queue, j)
	w.pending[j.slot] = j
	if !w.running {
		w.running = true
		go w.run()
	}
}

// run does the queued jobs until there are none.
func (w *writer) run() {
	for {
		w.mu.Lock()
		if len(w.queue) == 0 {
			w.running = false
			w.idle.Broadcast()
			w.mu.Unlock()
			return
		}
		j := w.queue[0]
		w.queue[0] = nil
		w.queue = w.queue[1:]
		w.mu.Unlock()

		r := Result{Op: j.op, Slot: j.slot, Bytes: len(j.data)}
		r.Err = w.do(j)

		w.mu.Lock()
		if w.pending[j.slot] == j {
			delete(w.pending, j.slot)
		}
		w.done = append(w.done, r)
		w.mu.Unlock()
	}
}

// do runs j on the store; a panic in the store is an error, not the end of
// the program.
func (w *writer) do(j *job) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("the store panicked: %v", v)
		}
	}()
	if j.op == OpDelete {
		return w.store.Delete(j.slot)
	}
	return w.store.Write(j.slot, j.data)
}

// take returns the finished jobs' results, oldest first, and forgets them.
func (w *writer) take() []Result {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := w.done
	w.done = nil
	return out
}

// wait blocks until every job queued so far has finished.
func (w *writer) wait() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.running {
		w.idle.Wait()
	}
}

// busy returns the number of jobs queued or running.
func (w *writer) busy() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := len(w.queue)
	if w.running {
		n++
	}
	return n
}

// read returns the newest data of slot: a pending save's, else the store's.
// It holds the lock while it asks the store, so a job that finishes meanwhile
// is seen either as pending or as stored, never as neither.
func (w *writer) read(slot string) ([]byte, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if j, ok := w.pending[slot]; ok {
		if j.op == OpDelete {
			return nil, fs.ErrNotExist
		}
		return j.data, nil // read only: never changed after queueing
	}
	return w.store.Read(slot)
}

// list returns the slots stored and pending, less those being deleted,
// sorted. Names in the store that are not slot names are left out.
func (w *writer) list() ([]string, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	stored, err := w.store.List()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, n := range stored {
		if j, ok := w.pending[n]; (!ok || j.op != OpDelete) && CheckSlot(n) == nil {
			out = append(out, n)
		}
	}
	for n, j := range w.pending {
		if j.op != OpDelete && !slices.Contains(stored, n) {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out, nil
}

// exists reports whether slot holds a save, stored or pending.
func (w *writer) exists(slot string) (bool, error) {
	_, err := w.read(slot)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	return err == nil, err
}
