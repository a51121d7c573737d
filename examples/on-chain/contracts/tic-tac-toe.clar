;; tic-tac-toe against a rule-based AI that lives on chain: oxo-ai's example contract
;; (examples/on-chain/play.mjs plays it; js-tests/chain tests it in Clarinet's simnet).
;;
;; Each caller has one game, stored as a (list 9 uint): cell = row * 3 + col, 0 empty, 1 X, 2 O.
;; The caller is X and moves first; in the same call the contract (O) replies with the first of
;; these rules that applies:
;;   win    the lowest-numbered empty cell that completes a line of O
;;   block  the lowest-numbered empty cell that completes a line of X
;;   center cell 4 if empty
;;   corner the first empty cell of 0, 2, 6, 8
;;   edge   the first empty cell of 1, 3, 5, 7

(define-constant EMPTY u0)
(define-constant X u1)
(define-constant O u2)
(define-constant EMPTY-BOARD (list u0 u0 u0 u0 u0 u0 u0 u0 u0))
(define-constant CORNERS (list u0 u2 u6 u8))
(define-constant EDGES (list u1 u3 u5 u7))
(define-constant LINES (list
  {a: u0, b: u1, c: u2} {a: u3, b: u4, c: u5} {a: u6, b: u7, c: u8}
  {a: u0, b: u3, c: u6} {a: u1, b: u4, c: u7} {a: u2, b: u5, c: u8}
  {a: u0, b: u4, c: u8} {a: u2, b: u4, c: u6}))

;; status codes of get-status
(define-constant IN-PLAY u0)
(define-constant X-WON u1)
(define-constant O-WON u2)
(define-constant DRAWN u3)

(define-constant ERR-NO-GAME (err u100))
(define-constant ERR-BAD-CELL (err u101))
(define-constant ERR-OCCUPIED (err u102))
(define-constant ERR-GAME-OVER (err u103))

(define-map boards principal (list 9 uint))

;; ---- board helpers ----

(define-private (cell-at (board (list 9 uint)) (cell uint))
  (default-to EMPTY (element-at? board cell)))

(define-private (put (board (list 9 uint)) (cell uint) (mark uint))
  (unwrap-panic (replace-at? board cell mark)))

(define-private (line-done (line {a: uint, b: uint, c: uint})
                           (acc {board: (list 9 uint), mark: uint, done: bool}))
  (let ((board (get board acc)) (mark (get mark acc)))
    (merge acc {done: (or (get done acc)
                          (and (is-eq (cell-at board (get a line)) mark)
                               (is-eq (cell-at board (get b line)) mark)
                               (is-eq (cell-at board (get c line)) mark)))})))

(define-private (has-three (board (list 9 uint)) (mark uint))
  (get done (fold line-done LINES {board: board, mark: mark, done: false})))

(define-private (is-full (board (list 9 uint)))
  (is-none (index-of? board EMPTY)))

(define-private (status-of (board (list 9 uint)))
  (if (has-three board X) X-WON
    (if (has-three board O) O-WON
      (if (is-full board) DRAWN IN-PLAY))))

;; ---- the AI ----

;; Folded over LINES: the lowest-numbered empty cell seen so far that completes a line of
;; `mark` (u9 while there is none).
(define-private (line-gap (line {a: uint, b: uint, c: uint})
                          (acc {board: (list 9 uint), mark: uint, pick: uint}))
  (let ((board (get board acc))
        (mark (get mark acc))
        (a (cell-at board (get a line)))
        (b (cell-at board (get b line)))
        (c (cell-at board (get c line)))
        (gap (if (and (is-eq a EMPTY) (is-eq b mark) (is-eq c mark)) (get a line)
               (if (and (is-eq a mark) (is-eq b EMPTY) (is-eq c mark)) (get b line)
                 (if (and (is-eq a mark) (is-eq b mark) (is-eq c EMPTY)) (get c line) u9)))))
    (merge acc {pick: (if (< gap (get pick acc)) gap (get pick acc))})))

;; The lowest-numbered empty cell where `mark` completes a line.
(define-private (completing-cell (board (list 9 uint)) (mark uint))
  (let ((pick (get pick (fold line-gap LINES {board: board, mark: mark, pick: u9}))))
    (if (< pick u9) (some pick) none)))

;; The first empty cell of the list.
(define-private (scan-empty (cell uint) (acc {board: (list 9 uint), pick: (optional uint)}))
  (if (and (is-none (get pick acc)) (is-eq (cell-at (get board acc) cell) EMPTY))
    (merge acc {pick: (some cell)})
    acc))

(define-private (first-empty (board (list 9 uint)) (cells (list 9 uint)))
  (get pick (fold scan-empty cells {board: board, pick: none})))

;; O's reply on a board with at least one empty cell.
(define-private (ai-reply (board (list 9 uint)))
  (match (completing-cell board O) win win
    (match (completing-cell board X) block block
      (if (is-eq (cell-at board u4) EMPTY)
        u4
        (match (first-empty board CORNERS) corner corner
          (unwrap-panic (first-empty board EDGES)))))))

;; ---- the public interface ----

;; The player's board, or (err u100) if `player` has never started a game.
(define-read-only (get-board (player principal))
  (ok (unwrap! (map-get? boards player) ERR-NO-GAME)))

;; The player's board as an optional: none if `player` has never started a game.
(define-read-only (find-board (player principal))
  (map-get? boards player))

;; u0 in play, u1 X won, u2 O won, u3 drawn; (err u100) without a game.
(define-read-only (get-status (player principal))
  (ok (status-of (unwrap! (map-get? boards player) ERR-NO-GAME))))

;; Starts (or restarts) the caller's game on an empty board.
(define-public (new-game)
  (begin
    (map-set boards tx-sender EMPTY-BOARD)
    (ok true)))

;; X plays `cell`; O replies at once unless X's move ended the game.
;; Returns (ok (some reply-cell)), or (ok none) when there was no reply.
(define-public (play (cell uint))
  (let ((board (unwrap! (map-get? boards tx-sender) ERR-NO-GAME)))
    (asserts! (< cell u9) ERR-BAD-CELL)
    (asserts! (is-eq (status-of board) IN-PLAY) ERR-GAME-OVER)
    (asserts! (is-eq (cell-at board cell) EMPTY) ERR-OCCUPIED)
    (let ((after-x (put board cell X)))
      (if (is-eq (status-of after-x) IN-PLAY)
        (let ((reply (ai-reply after-x)))
          (map-set boards tx-sender (put after-x reply O))
          (ok (some reply)))
        (begin
          (map-set boards tx-sender after-x)
          (ok none))))))
