package arc

// deadlineQueue is an indexed binary min-heap of sleeping arcs by deadline (then by
// the order they were added), so the head is the next arc to wake and any arc can be
// taken out in O(log n).
type deadlineQueue struct {
	h []*Base
}

func (q *deadlineQueue) len() int    { return len(q.h) }
func (q *deadlineQueue) head() *Base { return q.h[0] }
func (q *deadlineQueue) less(i, j int) bool {
	a, b := q.h[i], q.h[j]
	if a.deadline != b.deadline {
		return a.deadline < b.deadline
	}
	return a.seq < b.seq
}

func (q *deadlineQueue) swap(i, j int) {
	q.h[i], q.h[j] = q.h[j], q.h[i]
	q.h[i].qi = i
	q.h[j].qi = j
}

func (q *deadlineQueue) push(b *Base) {
	b.qi = len(q.h)
	q.h = append(q.h, b)
	q.up(b.qi)
}

func (q *deadlineQueue) pop() *Base {
	b := q.h[0]
	q.remove(b)
	return b
}

func (q *deadlineQueue) remove(b *Base) {
	i := b.qi
	if i < 0 {
		return
	}
	n := len(q.h) - 1
	if i != n {
		q.swap(i, n)
	}
	q.h[n] = nil
	q.h = q.h[:n]
	b.qi = -1
	if i != n {
		q.down(i)
		q.up(i)
	}
}

func (q *deadlineQueue) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !q.less(i, p) {
			return
		}
		q.swap(i, p)
		i = p
	}
}

func (q *deadlineQueue) down(i int) {
	n := len(q.h)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && q.less(r, l) {
			m = r
		}
		if !q.less(m, i) {
			return
		}
		q.swap(i, m)
		i = m
	}
}
