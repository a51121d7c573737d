fn main() {
    let t = std::time::Instant::now();
    let m = oxo_ai::solver::best_move(oxo_ai::Position::EMPTY);
    let a = t.elapsed();
    let t = std::time::Instant::now();
    let e = oxo_ai::strategy::Expert::best_move(oxo_ai::Position::EMPTY);
    let b = t.elapsed();
    let t = std::time::Instant::now();
    let r = oxo_ai::analyze(oxo_ai::Board::default(), oxo_ai::Player::X, false).unwrap();
    let c = t.elapsed();
    println!("{m:?} {a:?} expert {e:?} {b:?} analyze {:?} {c:?}", r.best_move);
}
